import { type Component } from '../../../model/types';
import { type ManifestWriter } from '../../../render/kubernetes/context';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    const s = c.attrs.snapshot ?? {};
    const source = c.ref.source as Component | undefined;
    const cls = c.ref.snapshotClass as Component | undefined;
    const claim = source ? x.name(source) : s.sourceClaim;
    const className = cls ? x.name(cls) : s.className;
    x.add(
      {
        apiVersion: 'snapshot.storage.k8s.io/v1',
        kind: 'VolumeSnapshot',
        metadata: x.meta(c),
        spec: {
          volumeSnapshotClassName: className || undefined,
          source: { persistentVolumeClaimName: claim ?? 'REPLACE-WITH-PVC-NAME' },
        },
      },
      [
        claim ? `Snapshots the claim ${claim}` : 'No claim to snapshot was named: set source.persistentVolumeClaimName',
        className ? ` with the class ${className}.` : ' with the default VolumeSnapshotClass.',
        ' A snapshot of a running database is crash-consistent only: quiesce or checkpoint it first for a clean copy.',
      ].join(''),
    );
  },
};
