import { type Kind } from '../../kind';
import { WORKLOADS, inNamespace } from '../common';

export const kind: Kind = {
  kind: 'k8s.network_policy',
  label: 'default_deny',
  title: 'NetworkPolicy',
  needs: (c, plan) => {
    inNamespace(plan);
    // A policy asked for the pods of a workload that already runs ("for the payments pods") selects them.
    const running = WORKLOADS.flatMap((k) => plan.all(k)).find((w) => w.attrs.flags.has('existing') && w.name);
    if (!c.implicit && running) c.ref.target ??= running;
  },
};
