import { type Component } from '../../../model/types';
import { type ManifestWriter } from '../../../render/kubernetes/context';
import { everyStated } from '../../../plan/track-reads';
import { KIND_OF } from '../manifests/policy';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    const target = c.ref.target as Component;
    const min = Math.max(1, c.attrs.min ?? 2);
    // Each use said is a metric of its own ("cpu crosses 70% or memory crosses 80%", or one added by a follow-up):
    // the HPA scales on the highest. In the order said, every one written.
    const targets = new Map<string, number>();
    const metrics = everyStated(c, 'targetMetric');
    everyStated(c, 'targetPercent');
    for (const s of c.settings ?? []) {
      const [said, percent] = [s.values?.targetMetric, s.values?.targetPercent];
      if (typeof said === 'string' && typeof percent === 'number' && !targets.has(said)) targets.set(said, percent);
    }
    const metric = c.attrs.targetMetric ?? (typeof metrics[0] === 'string' ? metrics[0] : 'cpu');
    if (!targets.has(metric)) targets.set(metric, c.attrs.targetPercent ?? 70);
    const window = c.attrs.scaleDownMinutes;
    const pods = c.attrs.scaleDownPods;
    x.add(
      {
        apiVersion: 'autoscaling/v2',
        kind: 'HorizontalPodAutoscaler',
        // Named after the workload it scales unless given a name of its own.
        metadata: x.meta(c, { name: c.name ? undefined : x.name(target) }),
        spec: {
          scaleTargetRef: {
            apiVersion: KIND_OF[target.kind] === 'Rollout' ? 'argoproj.io/v1alpha1' : 'apps/v1',
            kind: KIND_OF[target.kind] === 'DaemonSet' ? 'Deployment' : KIND_OF[target.kind],
            name: x.name(target),
          },
          minReplicas: min,
          maxReplicas: Math.max(min, c.attrs.max ?? 5),
          metrics: [...targets].map(([name, percent]) => ({
            type: 'Resource',
            resource: { name, target: { type: 'Utilization', averageUtilization: percent } },
          })),
          behavior:
            window || pods
              ? {
                  scaleDown: {
                    stabilizationWindowSeconds: window ? Math.round(window * 60) : undefined,
                    policies: pods
                      ? [{ type: 'Pods', value: pods, periodSeconds: c.attrs.scaleDownPeriodSeconds ?? 60 }]
                      : undefined,
                  },
                }
              : undefined,
        },
      },
      `Scales on ${[...targets.keys()].map((m) => (m === 'cpu' ? 'CPU' : 'memory')).join(' and ')} use against the requests set on each container.`,
    );
  },
};
