import { type ManifestWriter } from '../../../render/kubernetes/context';
import { existing } from '../manifests/workloads';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    if (existing(c, x, 'ServiceAccount')) return;
    x.add(
      { apiVersion: 'v1', kind: 'ServiceAccount', metadata: x.meta(c), automountServiceAccountToken: false },
      'No API token is mounted into pods unless a workload opts in.',
    );
  },
};
