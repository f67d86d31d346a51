/**
 * A value stated in words no reader took lands on the attribute the written resource's schema has
 * for it (issue 24, class SIL, targets/placed/): written, said as a setting, and no longer said as
 * words not read; never on a resource of another phrase. Prompts of our own.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './index';
const run = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format });
const filesOf = (r: ReturnType<typeof run>) => r.files.map((f) => f.content).join('\n');
const settingsOf = (r: ReturnType<typeof run>) => r.covered.flatMap((c) => c.settings ?? []).join('\n');

describe('a stated value goes on the written resource attribute named by its words', () => {
  it.each<[string, PlatformId, FormatId, RegExp]>([
    [
      'Cloud Tasks queue pdf-render, 12 dispatches/sec max',
      'gcp',
      'terraform-google',
      /max_dispatches_per_second = 12/,
    ],
    ['an application load balancer called front-alb with http2 off', 'aws', 'terraform-aws', /enable_http2\s+= false/],
    ['an SQS queue intake-q, the delay should be 45 seconds', 'aws', 'terraform-aws', /delay_seconds\s+= 45/],
    [
      'a storage bucket quarry-exports in the US with autoclass enabled',
      'gcp',
      'terraform-google',
      /autoclass \{\s+enabled = true\s+\}/,
    ],
  ])('%s', (prompt, platform, format, written) => {
    const r = run(prompt, platform, format);
    expect(filesOf(r)).toMatch(written);
    // Said as a setting written, with where it went, and no longer as words not read.
    const attribute = written.source.split(/[\s\\]/)[0];
    expect(settingsOf(r)).toContain(attribute);
    expect((r.notRead ?? []).join('\n')).not.toMatch(/dispatches|http2|delay|autoclass/);
  });

  it('takes the number said before the words, not one of the next thing', () => {
    const r = run(
      'An OpenSearch domain called trail-search with 5 dedicated masters and 4 data nodes',
      'aws',
      'terraform-aws',
    );
    expect(filesOf(r)).toMatch(/dedicated_master_count\s+= 5/);
  });
});

describe('a stated value is not placed where it does not belong', () => {
  it('never goes on a resource of another phrase', () => {
    const r = run(
      'a storage bucket quarry-exports in the US. A pub/sub topic ping-x with autoclass on',
      'gcp',
      'terraform-google',
    );
    expect(filesOf(r)).not.toMatch(/autoclass/);
  });

  it('names the attribute whose type refuses the value, and writes nothing', () => {
    const r = run(
      'a service bus namespace sb-ops in rg-ops with a queue jobs-q; the lock should be 3 minutes',
      'azure',
      'terraform-azurerm',
    );
    expect(r.notRead?.find((l) => l.includes('lock'))).toMatch(/would be lock_duration/);
    expect(filesOf(r)).not.toMatch(/lock_duration/);
  });
});
