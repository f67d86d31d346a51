import { type Component } from '../../../model/types';
import { type ManifestWriter } from '../../../render/kubernetes/context';
import { KIND_OF } from '../manifests/policy';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    const target = c.ref.target as Component | undefined;
    const vpa = c.attrs.vpa ?? {};
    const kind = (target && KIND_OF[target.kind]) ?? 'Deployment';
    const bounds = vpa.minAllowed || vpa.maxAllowed;
    const mode = vpa.updateMode ?? 'Off';
    x.add(
      {
        apiVersion: 'autoscaling.k8s.io/v1',
        kind: 'VerticalPodAutoscaler',
        metadata: x.meta(c),
        spec: {
          targetRef: {
            apiVersion: kind === 'Rollout' ? 'argoproj.io/v1alpha1' : 'apps/v1',
            kind,
            name: target ? x.name(target) : (vpa.target ?? c.name ?? 'app'),
          },
          updatePolicy: { updateMode: mode },
          resourcePolicy: bounds
            ? {
                containerPolicies: [
                  {
                    containerName: '*',
                    minAllowed: vpa.minAllowed,
                    maxAllowed: vpa.maxAllowed,
                    controlledResources: ['cpu', 'memory'],
                  },
                ],
              }
            : undefined,
        },
      },
      [
        vpa.updateMode
          ? `updateMode ${mode}${mode === 'Off' ? ': recommendations only, no pod is changed' : ''}.`
          : 'updateMode Off (none was said): the recommender only recommends; set Auto to let it evict and resize pods.',
        'The VPA components (recommender, updater, admission controller and the autoscaling.k8s.io CRDs) must already run in the cluster; no HorizontalPodAutoscaler should scale the same pods on CPU or memory.',
      ].join(' '),
    );
  },
};
