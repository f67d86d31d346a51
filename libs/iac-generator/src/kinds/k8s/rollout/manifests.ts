import { type ManifestWriter } from '../../../render/kubernetes/context';
import { selectorOf } from '../manifests/common';
import { podSpec, workloadWaivers } from '../manifests/pod';
import { existing } from '../manifests/workloads';
import { strategyOf } from './strategy';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    if (existing(c, x, 'Rollout')) return;
    const name = x.name(c);
    const { strategy, note } = strategyOf(c, x);
    x.add(
      {
        apiVersion: 'argoproj.io/v1alpha1',
        kind: 'Rollout',
        metadata: x.meta(c),
        spec: {
          replicas: c.attrs.desired ?? c.attrs.min ?? 2,
          revisionHistoryLimit: 5,
          selector: selectorOf(name),
          template: {
            metadata: { labels: x.labels(c) },
            spec: podSpec(c, x, { longRunning: true }),
          },
          strategy,
        },
      },
      `${note} The Argo Rollouts controller (its argoproj.io CRDs) must already run in the cluster.`,
      workloadWaivers(c),
    );
  },
};
