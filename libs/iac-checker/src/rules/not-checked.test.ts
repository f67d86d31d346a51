/**
 * The topics declared not checked (not-checked.ts) and their words in the catalogue stay one list,
 * and each says what it concerns and which scanners' checks it answers (the bench sets those aside
 * by these ids, bench/checker-trivy-agreement.mjs).
 */
import { NotCheckedCopy } from '@infragen/contracts';
import { NOT_CHECKED } from './not-checked';

describe('the topics not checked on purpose', () => {
  it('each has its words in the catalogue, and every entry there is declared', () => {
    expect(NOT_CHECKED.map((t) => t.id).sort()).toEqual(Object.keys(NotCheckedCopy).sort());
  });

  it('each names the resource types it concerns and the scanners’ checks it answers', () => {
    for (const t of NOT_CHECKED) {
      expect(t.types.length).toBeGreaterThan(0);
      expect(t.references.length).toBeGreaterThan(0);
      for (const r of t.references) expect(r).toMatch(/^AVD-[A-Z0-9]+-\d{4}$/);
    }
  });
});
