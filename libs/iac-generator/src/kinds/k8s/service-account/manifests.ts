import { type ManifestWriter } from '../../../render/kubernetes/context';
import { existing } from '../manifests/workloads';
import { cloudIdentityAnnotation } from '../cloud-identity';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    if (existing(c, x, 'ServiceAccount')) return;
    // The cloud identity its pods act as (an IAM role on EKS, a Google service account on GKE).
    const cloud = c.config.cloudIdentity as string | undefined;
    const annotation = cloudIdentityAnnotation(cloud);
    x.add(
      {
        apiVersion: 'v1',
        kind: 'ServiceAccount',
        metadata: { ...x.meta(c), annotations: annotation && cloud ? { [annotation]: cloud } : undefined },
        automountServiceAccountToken: false,
      },
      'No API token is mounted into pods unless a workload opts in.',
    );
  },
};
