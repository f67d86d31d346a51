import { PLATFORM_IDS } from './platforms';
import { TEMPLATES, templatesFor } from './templates';

describe('templates', () => {
  it('offers at least six per platform with unique ids', () => {
    for (const p of PLATFORM_IDS) expect(templatesFor(p).length).toBeGreaterThanOrEqual(6);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
  });
});
