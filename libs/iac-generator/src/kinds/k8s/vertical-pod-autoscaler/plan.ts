import { type Component } from '../../../model/types';
import { type Needs } from '../../../plan/needs';
import { WORKLOADS, inNamespace } from '../common';
import { namedAfter } from '../policy';

/**
 * A VerticalPodAutoscaler sets the requests of the workload the request names (most often one that
 * runs already): never one made up for it, and no HorizontalPodAutoscaler beside it.
 */
export const needs: Needs = (c, plan) => {
  inNamespace(plan);
  const named = c.attrs.vpa?.target;
  const workloads = WORKLOADS.flatMap((k) => plan.all(k));
  c.ref.target ??= workloads.find((w) => named && w.name === named) ?? workloads.find(Boolean);
  namedAfter(c, c.ref.target as Component | undefined);
};
