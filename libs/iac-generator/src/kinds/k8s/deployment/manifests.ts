import { type ManifestWriter } from '../../../render/kubernetes/context';
import { selectorOf } from '../manifests/common';
import { podSpec, workloadWaivers } from '../manifests/pod';
import { claimFor, existing } from '../manifests/workloads';
import { type Component } from '../../../model/types';

/**
 * How its pods are replaced on an update: the bounds stated, else one extra pod at a time and none
 * down. Both cannot be zero, so a stated zero surge lets one pod go down.
 */
function rollingUpdateOf(c: Component): { maxUnavailable: number | string; maxSurge: number | string } {
  const stated = c.attrs.rollingUpdate ?? {};
  const maxSurge = stated.maxSurge ?? 1;
  const maxUnavailable = stated.maxUnavailable ?? (maxSurge === 0 || maxSurge === '0%' ? 1 : 0);
  return { maxUnavailable, maxSurge };
}

export const manifests: ManifestWriter = {
  write: (c, x) => {
    if (existing(c, x, 'Deployment')) return;
    const name = x.name(c);
    x.add(
      {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: x.meta(c),
        spec: {
          replicas: c.attrs.desired ?? c.attrs.min ?? 2,
          revisionHistoryLimit: 5,
          selector: selectorOf(name),
          strategy: { type: 'RollingUpdate', rollingUpdate: rollingUpdateOf(c) },
          template: {
            metadata: { labels: x.labels(c) },
            spec: podSpec(c, x, { longRunning: true, claim: claimFor(c, x) }),
          },
        },
      },
      // The default's reason, said only where the default is what was written.
      (c.attrs.desired ?? c.attrs.min)
        ? undefined
        : 'Two replicas by default so a node loss does not take the application down.',
      workloadWaivers(c),
    );
  },
};
