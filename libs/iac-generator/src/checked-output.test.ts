/**
 * Checked output, end to end: every flawed answer of the corpus (test/fixtures/flawed-answers) is
 * caught with the finding it should get, and the built-in generator's own output has no error, no
 * secret and no unwaived HIGH or CRITICAL security finding over every quick-start template and
 * every development prompt, in every format.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type FormatId, type PlatformId, PLATFORMS, TEMPLATES } from '@infragen/contracts';
import { generateInfrastructure } from './index';
import { checkFiles, prepareChecks } from '@infragen/iac-checker';

const CORPUS = join(__dirname, '../../../test/fixtures/flawed-answers');
interface Case {
  case: string;
  format: FormatId;
  expect: string[];
}
const cases = JSON.parse(readFileSync(join(CORPUS, 'cases.json'), 'utf8')) as Case[];
const filesOf = (dir: string): { path: string; content: string }[] =>
  (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => ({ path: f, content: readFileSync(join(dir, f), 'utf8') }));

/**
 * What the built-in generator must never write: a validation error, a secret, a HIGH or CRITICAL
 * security finding that is not waived (a waiver the generator writes names the request that asked
 * for it), or a waiver that is itself wrong.
 */
const problemsOf = async (files: { path: string; content: string }[], format: FormatId) =>
  (await checkFiles(files, format)).filter(
    (d) =>
      d.severity === 'error' ||
      ((d.ruleSeverity === 'HIGH' || d.ruleSeverity === 'CRITICAL') && !d.waived) ||
      d.code.startsWith('waiver.'),
  );

beforeAll(() => prepareChecks(['terraform-aws', 'cloudformation', 'kubernetes-yaml', 'arm', 'bicep']), 30000);

describe('the flawed-answer corpus', () => {
  it('covers every format and every kind of flaw', () => {
    expect(new Set(cases.map((c) => c.format))).toEqual(
      new Set([
        'terraform-aws',
        'terraform-azurerm',
        'terraform-google',
        'terraform-kubernetes',
        'cloudformation',
        'kubernetes-yaml',
        'arm',
        'bicep',
      ]),
    );
  });

  it.each(cases.map((c) => [c.case, c] as const))('%s is caught', async (_name, c) => {
    const found = await checkFiles(filesOf(join(CORPUS, c.case)), c.format);
    expect(found.map((d) => d.code)).toEqual(expect.arrayContaining(c.expect));
    for (const d of found) {
      expect(d.line).toBeGreaterThan(0);
      expect(d.column).toBeGreaterThan(0);
      expect(d.message.length).toBeGreaterThan(10);
    }
  });
});

describe('the built-in generator validates clean', () => {
  const templates = TEMPLATES.flatMap((t) => PLATFORMS[t.platform].formats.map((format) => [t.id, format, t] as const));
  it.each(templates)('%s as %s has no validation error, secret or HIGH/CRITICAL finding', async (_id, format, t) => {
    const r = generateInfrastructure({ prompt: t.prompt, platform: t.platform, format });
    expect(await problemsOf(r.files, format)).toEqual([]);
  });

  it('a public website asked for is public on purpose: its findings are listed as waived, with the reason', async () => {
    const r = generateInfrastructure({
      prompt: 'A static website hosted in an S3 bucket with a bucket policy allowing public read',
      platform: 'aws',
      format: 'terraform-aws',
    });
    const found = await checkFiles(r.files, 'terraform-aws');
    const waived = found.filter((d) => d.waived);
    expect(waived.map((d) => d.code).sort()).toEqual(['IG-AWS-009', 'IG-AWS-013', 'IG-AWS-013']);
    for (const d of waived)
      expect(d).toMatchObject({ severity: 'info', waived: { reason: expect.stringMatching(/request asked/) } });
    expect(await problemsOf(r.files, 'terraform-aws')).toEqual([]);
  });

  // The development prompts live beside the repository; without them this part is skipped.
  const CSV = join(__dirname, '../../../../shared/eval/iac-eval-dev.csv');
  const csv = existsSync(CSV) ? readFileSync(CSV, 'utf8') : '';
  const prompts = [...csv.matchAll(/^\d+,\d+,(?:"((?:[^"]|"")*)"|([^,"\n]*))/gm)].map((m) =>
    (m[1] ?? m[2]).replace(/""/g, '"'),
  );
  const FORMATS = Object.values(PLATFORMS).flatMap((p) => p.formats.map((f) => [p.id, f] as [PlatformId, FormatId]));
  (csv ? it.each(FORMATS) : it.skip.each(FORMATS))(
    '%s %s: every development prompt gives output without validation errors, secrets or HIGH/CRITICAL findings',
    async (platform, format) => {
      const failures: string[] = [];
      for (const [i, prompt] of prompts.entries()) {
        const r = generateInfrastructure({ prompt, platform, format });
        if (r.declined) continue;
        for (const d of await problemsOf(r.files, format))
          failures.push(`row ${i} ${d.file}:${d.line} ${d.code} ${d.message}`);
      }
      expect(failures.slice(0, 8)).toEqual([]);
    },
    120000,
  );
});
