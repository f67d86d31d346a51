/**
 * CSI volume snapshots asked for are written as snapshot.storage.k8s.io/v1 objects (issue 24,
 * SIL/INV/EXIST): the class with its driver and deletion policy, the snapshot of a claim that exists
 * (never written again, and the database using it never made up), and a new claim filled from it.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../../testing/resources';

const FORMATS: FormatId[] = ['kubernetes-yaml', 'terraform-kubernetes'];

describe('CSI volume snapshots', () => {
  it.each(FORMATS)('%s: a class, a snapshot of an existing claim, and a claim restored from it', async (f) => {
    const { resources, errors } = await generated(
      'ahead of an upgrade of the MariaDB in namespace crm, snapshot the existing PVC mariadb-data-0 with the snapshot ' +
        'class (new VolumeSnapshotClass disk-snaps, driver disk.csi.azure.com, deletionPolicy Retain); then a PVC ' +
        'crm-restore-drill restored from that snapshot, 64Gi',
      f,
    );
    expect(errors).toEqual([]);
    const [cls] = of(resources, 'VolumeSnapshotClass');
    expect(at(cls.body, 'metadata.name')).toBe('disk-snaps');
    expect(at(cls.body, 'driver')).toBe('disk.csi.azure.com');
    expect(at(cls.body, 'deletionPolicy')).toBe('Retain');
    const [snap] = of(resources, 'VolumeSnapshot');
    expect(at(snap.body, 'metadata.namespace')).toBe('crm');
    expect(at(snap.body, 'spec.source.persistentVolumeClaimName')).toBe('mariadb-data-0');
    expect(at(snap.body, 'spec.volumeSnapshotClassName')).toBe('disk-snaps');
    const claims = of(resources, 'PersistentVolumeClaim');
    expect(claims.map((c) => at(c.body, 'metadata.name'))).toEqual(['crm-restore-drill']);
    expect(at(claims[0].body, 'spec.dataSource')).toEqual({
      apiGroup: 'snapshot.storage.k8s.io',
      kind: 'VolumeSnapshot',
      name: at(snap.body, 'metadata.name'),
    });
    expect(at(claims[0].body, 'spec.resources.requests.storage')).toBe('64Gi');
    for (const kind of ['StatefulSet', 'Service', 'PersistentVolume']) expect(of(resources, kind)).toEqual([]);
  });

  it('refers to a snapshot class the cluster has by its name', async () => {
    const { resources, errors, result } = await generated(
      'a VolumeSnapshot of pvc es-data-2 in namespace search using the existing snapshot class gke-snaps',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'VolumeSnapshotClass')).toEqual([]);
    const [snap] = of(resources, 'VolumeSnapshot');
    expect(at(snap.body, 'spec.volumeSnapshotClassName')).toBe('gke-snaps');
    expect(at(snap.body, 'spec.source.persistentVolumeClaimName')).toBe('es-data-2');
    expect(result.notCovered).toEqual([]);
  });
});
