import { type ManifestWriter } from '../../../render/kubernetes/context';
import { selectorOf } from '../manifests/common';
import { podSpec, workloadWaivers } from '../manifests/pod';
import { claimFor, existing } from '../manifests/workloads';

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
          strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
          template: {
            metadata: { labels: x.labels(c) },
            spec: podSpec(c, x, { longRunning: true, claim: claimFor(c, x) }),
          },
        },
      },
      'Two replicas by default so a node loss does not take the application down.',
      workloadWaivers(c),
    );
  },
};
