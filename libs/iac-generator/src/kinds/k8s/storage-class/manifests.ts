import { type ManifestWriter } from '../../../render/kubernetes/context';
import { diskParameters } from '../manifests/config';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    const provisioner = c.attrs.provisioner;
    const parameters = diskParameters(c, provisioner);
    x.add(
      {
        apiVersion: 'storage.k8s.io/v1',
        kind: 'StorageClass',
        metadata: {
          ...x.meta(c, { cluster: true }),
          annotations: c.attrs.defaultClass ? { 'storageclass.kubernetes.io/is-default-class': 'true' } : undefined,
        },
        provisioner: provisioner ?? 'kubernetes.io/no-provisioner',
        parameters: Object.keys(parameters).length ? parameters : undefined,
        reclaimPolicy: 'Retain',
        volumeBindingMode: 'WaitForFirstConsumer',
        allowVolumeExpansion: true,
      },
      provisioner
        ? 'Volumes are created when a pod needs them, in its zone; Retain keeps data after a claim is deleted.'
        : "Set the provisioner to your cluster's CSI driver; Retain keeps data after a claim is deleted.",
    );
  },
};
