/**
 * Issue 24 (UNT): a "not covered" line saying only that nothing was written for some words is untrue
 * when one attribute written carries them ("Always On" beside a site's alwaysOn, "multi-region" beside
 * a trail's IsMultiRegionTrail): it is said as written, not read. A yes/no setting's words that name
 * what it turns on ("Data Lake Gen2") are no value the files must spell. Prompts of our own.
 */
import { generateInfrastructure } from '../testing/resources';
import { saysNothingWritten } from './carried-instead';

type Input = Parameters<typeof generateInfrastructure>[0];
const run = (prompt: string, format: Input['format'], platform: Input['platform']) =>
  generateInfrastructure({ prompt, format, platform, history: [] });

describe('words a written attribute carries are never said to be missing', () => {
  it.each<[string, Input['format'], Input['platform'], string, RegExp]>([
    [
      'a cloudtrail trail named acct-audit, multi-region, logging to a new bucket',
      'cloudformation',
      'aws',
      'multi-region',
      /IsMultiRegionTrail:\s*true/,
    ],
    [
      'an app service plan P1v3 and a linux web app api-core on it with Always On',
      'arm',
      'azure',
      'Always On',
      /"alwaysOn":\s*true/,
    ],
  ])('%s (%s)', (prompt, format, platform, words, written) => {
    const r = run(prompt, format, platform);
    expect(r.files.map((f) => f.content).join('\n')).toMatch(written);
    expect(r.notCovered.filter((l) => l.startsWith(`'${words}'`))).toEqual([]);
    expect((r.writtenUnread ?? []).some((l) => l.startsWith(`'${words}'`))).toBe(true);
  });

  it('a yes/no setting named by a product generation is honoured without its code in the files', () => {
    const r = run('a Data Lake Gen2 storage account stlakeraw02 for raw files', 'bicep', 'azure');
    expect(r.files.map((f) => f.content).join('\n')).toMatch(/isHnsEnabled:\s*true/);
    expect(r.notCovered.filter((l) => /Gen2/.test(l))).toEqual([]);
  });

  it('only lines whose reason is that nothing was written are judged so, never a conflict or a substitute', () => {
    expect(
      saysNothingWritten([
        "'Always On' (the built-in generator has no kind for this product ..., so nothing was written for it and nothing was substituted)",
        "'multi-region'",
        "'zone redundant' (as asked it cannot be written: it needs the Premium tier. Instead, ask for it)",
        "'3 replicas' (replicas of the StatefulSet: '5 replicas', stated for it too, was written instead)",
      ]),
    ).toHaveLength(2);
  });
});

describe('words an attribute says with its value are carried only when the value is the one asked', () => {
  const base = 'CloudFront distribution for the existing bucket handbook-site-prod with origin access control';
  const lines = (prompt: string) => {
    const r = run(prompt, 'terraform-aws', 'aws');
    return {
      notRead: r.notRead ?? [],
      carried: r.writtenUnread ?? [],
      files: r.files.map((f) => f.content).join('\n'),
    };
  };

  it.each<[string, string, string]>([
    ['price class', '100', 'PriceClass_100'],
    ['price class', '200', 'PriceClass_100'],
  ])('"%s %s" beside %s', (words, value, written) => {
    const r = lines(`${base}; ${words} ${value}`);
    expect(r.files).toContain(written);
    const held = written.endsWith(`_${value}`);
    expect(r.notRead.some((l) => l.startsWith(`'${words} ${value}'`))).toBe(!held);
    expect(r.carried.some((l) => l.startsWith(`'${words} ${value}'`))).toBe(held);
  });

  it.each<[string, boolean]>([
    ['index.html', true],
    ['start.html', false],
  ])('a piece of "%s" is carried only where the files hold it whole', (page, held) => {
    const r = lines(`${base}; default root object ${page}`);
    expect(r.files.includes(page)).toBe(held);
    expect(r.notRead.some((l) => l.startsWith("'html'"))).toBe(!held);
  });
});
