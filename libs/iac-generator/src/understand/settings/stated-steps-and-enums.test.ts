/**
 * Numbers and enum values stated for a setting are the ones written (issue 24, SIL/WRONGRES):
 * an autoscale rule's step and scale-in threshold, a message's time to live said as how long
 * messages live, a timeout said with the name of which one it is, and a tier said as the provider's own enum name.
 */
import { generateInfrastructure } from '../../testing/resources';

type Platform = 'aws' | 'gcp' | 'azure' | 'kubernetes';
const text = (prompt: string, platform: Platform, format: string) =>
  generateInfrastructure({ prompt, platform: platform as never, format: format as never, history: [] })
    .files.map((f) => f.content)
    .join('\n');

describe('stated steps, lifetimes and enum tiers are written', () => {
  it.each([
    [
      'a scale set vmss-batch with autoscale 2 to 12, +3 when cpu > 65%, -2 when < 20%',
      'azure',
      'terraform-azurerm',
      [/threshold\s*=\s*65/, /value\s*=\s*"3"/, /threshold\s*=\s*20/, /value\s*=\s*"2"/],
    ],
    [
      'a vm scale set workers, autoscale between 1 and 8; add 2 instances when cpu is above 80% and scale in by 1 when cpu is under 30%',
      'azure',
      'arm',
      [/"threshold": 30/, /"value": "2"/],
    ],
    [
      'service bus namespace sb-billing with a queue invoices where messages live for 2 days',
      'azure',
      'terraform-azurerm',
      [/default_message_ttl\s*=\s*"P2D"/],
    ],
    [
      'a filestore instance for render nodes on the HIGH_SCALE_SSD tier with 10 TiB',
      'gcp',
      'terraform-google',
      [/tier\s*=\s*"HIGH_SCALE_SSD"/],
    ],
    ['an sqs queue tasks with a 4 min visibility timeout', 'aws', 'cloudformation', [/VisibilityTimeout: 240/]],
  ])('%s', (prompt, platform, format, patterns) => {
    const out = text(prompt, platform as Platform, format);
    for (const p of patterns) expect(out).toMatch(p);
  });

  it('a scale-in threshold above the target is not written (the rules would flap)', () => {
    const out = text(
      'a scale set vmss-x with autoscale 1 to 5, +1 when cpu > 50%, -1 when < 60%',
      'azure',
      'terraform-azurerm',
    );
    expect(out).toMatch(/threshold\s*=\s*20/);
  });
});
