import { type Component } from '../../../model/types';
import { type ManifestWriter } from '../../../render/kubernetes/context';
import { KIND_OF } from '../manifests/policy';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    const target = c.ref.target as Component;
    const min = Math.max(1, c.attrs.min ?? 2);
    const metric = c.attrs.targetMetric ?? 'cpu';
    x.add(
      {
        apiVersion: 'autoscaling/v2',
        kind: 'HorizontalPodAutoscaler',
        metadata: x.meta(c),
        spec: {
          scaleTargetRef: {
            apiVersion: KIND_OF[target.kind] === 'Rollout' ? 'argoproj.io/v1alpha1' : 'apps/v1',
            kind: KIND_OF[target.kind] === 'DaemonSet' ? 'Deployment' : KIND_OF[target.kind],
            name: x.name(target),
          },
          minReplicas: min,
          maxReplicas: Math.max(min, c.attrs.max ?? 5),
          metrics: [
            {
              type: 'Resource',
              resource: {
                name: metric,
                target: { type: 'Utilization', averageUtilization: c.attrs.targetPercent ?? 70 },
              },
            },
          ],
        },
      },
      `Scales on ${metric === 'cpu' ? 'CPU' : 'memory'} use against the requests set on each container.`,
    );
  },
};
