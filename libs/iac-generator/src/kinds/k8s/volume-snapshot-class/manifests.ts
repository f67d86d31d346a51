import { type ManifestWriter } from '../../../render/kubernetes/context';
import { existing } from '../manifests/workloads';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    if (existing(c, x, 'VolumeSnapshotClass')) return;
    const s = c.attrs.snapshot ?? {};
    x.add(
      {
        apiVersion: 'snapshot.storage.k8s.io/v1',
        kind: 'VolumeSnapshotClass',
        metadata: x.meta(c, { cluster: true }),
        driver: s.driver ?? 'REPLACE-WITH-CSI-DRIVER',
        deletionPolicy: s.deletionPolicy ?? 'Delete',
      },
      [
        s.driver ? '' : "No CSI driver was said: set driver to the one your volumes' StorageClass provisions with.",
        s.deletionPolicy === 'Retain'
          ? 'Retain keeps the snapshot on the storage when its VolumeSnapshot is deleted.'
          : 'deletionPolicy Delete (none was said): deleting a VolumeSnapshot deletes its snapshot on the storage.',
        'The external-snapshotter (its snapshot.storage.k8s.io CRDs and controller) must run in the cluster.',
      ]
        .filter(Boolean)
        .join(' '),
    );
  },
};
