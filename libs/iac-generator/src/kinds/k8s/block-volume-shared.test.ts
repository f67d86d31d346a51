/**
 * ReadWriteMany asked on a block-storage class (issue 24, CON class): such a volume attaches to one node at a
 * time, so the claim is written ReadWriteOnce and the answer says why; a file-storage class keeps ReadWriteMany.
 */
import { at, generated, of } from '../../testing/resources';

describe('ReadWriteMany on a block-storage class', () => {
  it('writes ReadWriteOnce per replica and says the contradiction', async () => {
    const { resources, result, errors } = await generated(
      'statefulset ledger in ns books running postgres:16, 2 replicas, each with a 30Gi volume on storageclass premium-rwo, ReadWriteMany',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    const [sts] = of(resources, 'StatefulSet');
    const [claim] = at(sts.body, 'spec.volumeClaimTemplates') as Record<string, unknown>[];
    expect(at(claim, 'spec.accessModes')).toEqual(['ReadWriteOnce']);
    expect(result.notCovered.some((l) => /ReadWriteMany/.test(l) && /one node/.test(l))).toBe(true);
  });

  it('keeps ReadWriteMany on a file-storage class', async () => {
    const { resources } = await generated(
      'a pvc team-files of 40Gi on storageclass filestore-shared with ReadWriteMany',
      'kubernetes-yaml',
    );
    const [pvc] = of(resources, 'PersistentVolumeClaim');
    expect([at(pvc.body, 'spec.accessModes')].flat()).toEqual(['ReadWriteMany']);
  });
});
