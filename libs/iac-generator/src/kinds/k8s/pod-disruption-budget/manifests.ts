import { type Component } from '../../../model/types';
import { type ManifestWriter } from '../../../render/kubernetes/context';
import { selectorOf } from '../manifests/common';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    const target = c.ref.target as Component | undefined;
    const selector = c.attrs.labels ? { matchLabels: c.attrs.labels } : selectorOf(x.name(target ?? c));
    // One bound only, as the API allows: the maximum unavailable when stated, else the minimum available.
    const max = c.attrs.maxUnavailable;
    const min = max === undefined ? (c.attrs.minAvailable ?? c.attrs.desired ?? 1) : undefined;
    const pods = (n: number | string) => `${n} pod${n === 1 ? '' : 's'}`;
    x.add(
      {
        apiVersion: 'policy/v1',
        kind: 'PodDisruptionBudget',
        // Named after the workload it protects unless given a name of its own.
        metadata: x.meta(c, { name: !c.name && target ? x.name(target) : undefined }),
        spec: { minAvailable: min, maxUnavailable: max, selector },
      },
      max === undefined
        ? `Node drains keep at least ${pods(min!)} running.`
        : `Node drains take down at most ${pods(max)} at a time.`,
    );
  },
};
