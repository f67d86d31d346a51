/**
 * Namespaces and the policies that bound what runs in them, as manifests: quotas, limits, scaling, disruption budgets.
 */
import { type ManifestWriter } from '../../../render/kubernetes/context';

export const KIND_OF: Record<string, string> = {
  'k8s.deployment': 'Deployment',
  'k8s.stateful_set': 'StatefulSet',
  'k8s.daemon_set': 'DaemonSet',
  'k8s.rollout': 'Rollout',
};

/** A memory amount as a Kubernetes quantity: whole gibibytes as Gi, else mebibytes. */
export const quantity = (mb: number) => (mb % 1024 === 0 ? `${mb / 1024}Gi` : `${mb}Mi`);

export const POLICY_MANIFESTS: Record<string, ManifestWriter> = {};
