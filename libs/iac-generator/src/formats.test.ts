/**
 * Every target: each kind alone renders parseable output; odd prompts never throw nor break the
 * output; the same request gives the same bytes; templates produce complete code.
 */
import fc from 'fast-check';
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './index';
import { emptyAttrs, type Cloud } from './model/types';
import { type KindPlanner, Planner } from './plan/planner';
import { targetFor } from './targets/formats';
import { parseAll } from './testing/validate';

const FORMATS: [Cloud, FormatId, PlatformId][] = [
  ['aws', 'terraform-aws', 'aws'],
  ['aws', 'cloudformation', 'aws'],
  ['k8s', 'kubernetes-yaml', 'kubernetes'],
  ['k8s', 'terraform-kubernetes', 'kubernetes'],
  ['azure', 'terraform-azurerm', 'azure'],
  ['azure', 'arm', 'azure'],
  ['azure', 'bicep', 'azure'],
  ['gcp', 'terraform-google', 'gcp'],
  ['aws', 'terraform', 'terraform'],
];

const cases = FORMATS.filter(([, f]) => !['terraform-aws', 'cloudformation', 'terraform'].includes(f)).flatMap(
  ([cloud, format]) =>
    [...(targetFor(cloud, format)!.kinds as ReadonlyMap<string, KindPlanner>).keys()].map(
      (kind) => [format, kind, cloud] as const,
    ),
);

describe('every kind on every target', () => {
  it.each(cases)('%s: %s alone parses', async (format, kind, cloud) => {
    const target = targetFor(cloud, format)!;
    const plan = new Planner(cloud, emptyAttrs(), target.kinds);
    plan.add(kind);
    plan.expand();
    const out = target.render(plan);
    await parseAll(out.files);
  });
});

describe.each(FORMATS)('%s / %s', (_cloud, format, platform) => {
  const gen = (prompt: string) => generateInfrastructure({ prompt, platform, format });

  it('is deterministic', () => {
    const prompt = 'A web application with a database, a queue, a bucket and a secret, behind a load balancer';
    expect(JSON.stringify(gen(prompt))).toBe(JSON.stringify(gen(prompt)));
  });

  it('never throws and always produces parseable output', async () => {
    const odd = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.constantFrom(
        '',
        '"',
        '${file("/etc/passwd")}',
        "'; rm -rf / #",
        'bucket named "a\'b${x}[y]"',
        'deployment named "[parameters(\'x\')]"',
        'secret named "a\nb"',
        'vm\u0000subnet\u2028database',
      ),
      fc
        .array(
          fc.constantFrom(
            'bucket',
            'database',
            'named',
            '"x y"',
            "'q'",
            'vnet',
            'function',
            'queue',
            'two',
            'private',
            'public',
            '${',
            '\n',
            'load balancer',
            'kubernetes',
            'secret',
            'service',
            'cron job',
            'and',
            'mysql',
            'redis',
          ),
          { maxLength: 30 },
        )
        .map((w) => w.join(' ')),
    );
    await fc.assert(
      fc.asyncProperty(odd, async (prompt) => {
        const r = gen(prompt);
        if (!r.declined) await parseAll(r.files);
        else expect(r.files).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
