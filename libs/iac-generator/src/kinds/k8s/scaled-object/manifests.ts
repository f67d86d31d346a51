import { type Component } from '../../../model/types';
import { type ManifestWriter } from '../../../render/kubernetes/context';
import { KIND_OF } from '../manifests/policy';
import { kedaOf, triggerMetadata } from './keda';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    const target = c.ref.target as Component | undefined;
    const auth = c.ref.auth as Component | undefined;
    const k = kedaOf(c, auth);
    const metadata = triggerMetadata(k);
    const min = c.attrs.min ?? 0;
    x.add(
      {
        apiVersion: 'keda.sh/v1alpha1',
        kind: 'ScaledObject',
        metadata: x.meta(c),
        spec: {
          scaleTargetRef: target
            ? {
                name: x.name(target),
                kind: KIND_OF[target.kind] && KIND_OF[target.kind] !== 'Deployment' ? KIND_OF[target.kind] : undefined,
              }
            : { name: c.name ?? 'app' },
          minReplicaCount: min,
          maxReplicaCount: Math.max(min, c.attrs.max ?? 10),
          triggers: [
            k.type
              ? { type: k.type, metadata, authenticationRef: auth ? { name: x.name(auth) } : undefined }
              : { type: 'cpu', metricType: 'Utilization', metadata: { value: String(c.attrs.targetPercent ?? 70) } },
          ],
        },
      },
      k.type
        ? `KEDA scales ${target ? x.name(target) : 'the workload'} on ${k.type}${k.queue ? ` ${k.queue}` : ''} and makes its HorizontalPodAutoscaler; KEDA (its CRDs and operator) must already run in the cluster.`
        : 'No source to scale on was read: a CPU trigger at 70% is written in its place. KEDA must already run in the cluster.',
    );
  },
};
