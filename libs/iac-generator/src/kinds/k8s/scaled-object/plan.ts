import { type Needs } from '../../../plan/needs';
import { WORKLOADS, inNamespace } from '../common';
import { namedAfter } from '../policy';

/**
 * A ScaledObject scales the workload the request names (one that runs already, most often): never
 * one made up for it. KEDA makes the HorizontalPodAutoscaler itself, so none is written beside it.
 */
export const needs: Needs = (c, plan) => {
  inNamespace(plan);
  c.ref.target ??= WORKLOADS.flatMap((k) => plan.all(k)).find(Boolean);
  namedAfter(c, c.ref.target as never);
  c.ref.auth ??= plan.first('k8s.trigger_authentication');
};
