import { PLATFORMS, TEMPLATES } from '@infragen/contracts';
import { generateInfrastructure } from './index';
import { parseAll } from './testing/validate';

// Every quick-start template, in every format of its platform, gives complete, parseable code
// without a single literal password.
const cases = TEMPLATES.flatMap((t) => PLATFORMS[t.platform].formats.map((format) => [t.id, format, t] as const));

describe('quick-start templates', () => {
  it.each(cases)('%s as %s generates complete, parseable code', async (_id, format, t) => {
    const r = generateInfrastructure({ prompt: t.prompt, platform: t.platform, format });
    expect(r.declined).toBe(false);
    expect(r.notCovered).toEqual([]);
    await parseAll(r.files);
    const all = r.files.map((f) => f.content).join('\n');
    expect(all).not.toMatch(/password\s*[=:]\s*["'][^"'$[]/i);
  });
});
