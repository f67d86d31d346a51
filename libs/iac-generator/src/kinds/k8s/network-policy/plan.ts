import { type Needs } from '../../../plan/needs';
import { WORKLOADS, inNamespace } from '../common';

export const needs: Needs = (c, plan) => {
  inNamespace(plan);
  // A policy asked for the pods of a workload that already runs ("for the payments pods") selects them.
  const running = WORKLOADS.flatMap((k) => plan.all(k)).find((w) => w.attrs.flags.has('existing') && w.name);
  if (!c.implicit && running) c.ref.target ??= running;
};
