import { KIND_VOCABULARY } from '../../vocabulary/kinds.generated';
import { CONCEPTS } from '../vocabulary';
import { FAMILIES } from '../settings';
import { SETTINGS_WITHOUT_A_FOLDER } from './kinds-without-a-folder';

describe('the settings of kinds the vocabulary reads that no folder builds', () => {
  const read = new Set(CONCEPTS.flatMap((c) => [c.aws, c.azure, c.gcp, c.k8s].filter((k) => typeof k === 'string')));
  const folders = new Set(KIND_VOCABULARY.map((v) => v.kind));

  it.each(Object.entries(SETTINGS_WITHOUT_A_FOLDER))(
    '%s: read by the vocabulary, no folder, families that exist',
    (kind, families) => {
      expect(read.has(kind)).toBe(true);
      expect(folders.has(kind)).toBe(false);
      expect(families.filter((f) => !(f in FAMILIES))).toEqual([]);
      for (const f of families) expect(FAMILIES[f].test(kind.slice(kind.indexOf('.') + 1))).toBe(true);
    },
  );

  it('a kind that declares nothing takes no family but `existing`', () => {
    expect(
      Object.entries(FAMILIES)
        .filter(([, family]) => family.test('subnet_group'))
        .map(([f]) => f),
    ).toEqual(['existing']);
  });
});
