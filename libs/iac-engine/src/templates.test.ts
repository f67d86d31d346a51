import { parse } from '@cdktf/hcl2json';
import { templatesFor, PLATFORMS } from '@infragen/contracts';
import { generateInfrastructure } from './index';

// The built-in generator writes Terraform for AWS today; templates of other clouds are listed in
// the decision record as not yet served without a model.
const served = [...templatesFor('aws'), ...templatesFor('terraform')];

describe('quick-start templates', () => {
  it.each(served.map((t) => [t.id, t] as const))('%s generates complete, parseable code', async (_id, t) => {
    const format = t.platform === 'aws' ? 'terraform-aws' : PLATFORMS[t.platform].formats[0];
    const r = generateInfrastructure({ prompt: t.prompt, platform: t.platform, format });
    expect(r.declined).toBe(false);
    expect(r.notCovered).toEqual([]);
    for (const f of r.files.filter((f) => f.path.endsWith('.tf'))) await parse(f.path, f.content);
    expect(r.files.map((f) => f.content).join('\n')).not.toMatch(/password\s*=\s*"/);
  });
});
