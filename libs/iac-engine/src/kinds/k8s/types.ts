import { type Component } from '../../model/types';
import { type KindPlanner } from '../../plan/planner';
import { type K8sContext } from '../../render/kubernetes/context';

/**
 * One Kubernetes component kind. It writes plain manifest objects once; the YAML renderer prints
 * them as documents and the Terraform renderer wraps each one in a `kubernetes_manifest`, so the
 * two targets can never disagree.
 */
export interface K8sKind extends KindPlanner {
  title: string;
  render: (c: Component, x: K8sContext) => void;
}
