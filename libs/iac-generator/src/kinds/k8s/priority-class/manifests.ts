import { type ManifestWriter } from '../../../render/kubernetes/context';
import { existing } from '../manifests/workloads';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    if (existing(c, x, 'PriorityClass')) return;
    x.add({
      apiVersion: 'scheduling.k8s.io/v1',
      kind: 'PriorityClass',
      metadata: x.meta(c, { cluster: true }),
      value: c.attrs.priorityValue ?? 100000,
      globalDefault: false,
      // "Never preempts": its pods wait for room instead of evicting lower-priority ones.
      preemptionPolicy: c.attrs.preemption ?? 'PreemptLowerPriority',
      description: 'Workloads that must be scheduled before best-effort ones.',
    });
  },
};
