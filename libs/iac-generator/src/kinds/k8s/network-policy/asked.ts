import { type K8sContext } from '../../../render/kubernetes/context';

/**
 * Whether the request asked for a policy letting chosen traffic in ("only pods labelled app=api may
 * reach 5432"): the pods it selects are reached only as it says, so a workload's or a Service's own
 * wider policy (any pod of the cluster on the port) must not stand beside it and undo it.
 */
export const policyAsked = (x: K8sContext): boolean =>
  x.plan.all('k8s.network_policy').some((p) => !p.implicit && !!p.attrs.allowFrom);
