import { type ManifestWriter } from '../../../render/kubernetes/context';
import { selectorOf } from '../manifests/common';
import { podSpec, workloadWaivers } from '../manifests/pod';
import { existing } from '../manifests/workloads';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    if (existing(c, x, 'DaemonSet')) return;
    const name = x.name(c);
    x.add(
      {
        apiVersion: 'apps/v1',
        kind: 'DaemonSet',
        metadata: x.meta(c),
        spec: {
          selector: selectorOf(name),
          // One node's pod replaced at a time unless stated; a surge stated starts the new pod first,
          // which a DaemonSet allows only with none unavailable.
          updateStrategy: {
            type: 'RollingUpdate',
            rollingUpdate: c.attrs.rollingUpdate?.maxSurge
              ? { maxUnavailable: 0, maxSurge: c.attrs.rollingUpdate.maxSurge }
              : { maxUnavailable: c.attrs.rollingUpdate?.maxUnavailable ?? 1 },
          },
          template: { metadata: { labels: x.labels(c) }, spec: podSpec(c, x, { longRunning: true }) },
        },
      },
      'One pod on every node.',
      workloadWaivers(c),
    );
  },
};
