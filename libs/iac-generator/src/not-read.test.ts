/**
 * Words not read are said apart from what is not covered (issue 24, class 4): a "not covered"
 * line says the files lack something, so it is kept for what the generator knows it did not
 * write; words it took nothing from are "not read", which claims nothing about the files.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './index';

const run = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format });
const quoted = (lines: readonly string[] | undefined) => (lines ?? []).map((l) => /^'([^']*)'/.exec(l)?.[1]);

describe('a word that says something of a resource nothing read is not read, never "no writer for it"', () => {
  it.each<[string, PlatformId, FormatId, string]>([
    ['key vault, rbac auth, premium sku', 'azure', 'terraform-azurerm', 'rbac'],
    ['acr named acmeplatformacr, premium sku, admin user disabled', 'azure', 'bicep', 'admin user'],
    ['a headless service so the pods of the StatefulSet get a stable DNS name', 'kubernetes', 'kubernetes-yaml', 'dns'],
  ])('%s', (prompt, platform, format, words) => {
    const r = run(prompt, platform, format);
    expect(quoted(r.notCovered).filter((q) => q?.toLowerCase().includes(words))).toEqual([]);
    // Said as not read, or, where a written attribute carries the words, as written though not read.
    const said = quoted([...(r.notRead ?? []), ...(r.writtenUnread ?? [])]);
    expect(said.some((q) => q?.toLowerCase().includes(words))).toBe(true);
  });

  it('keeps a thing introduced as such that nothing writes as not covered', () => {
    const r = run('a Log Analytics workspace and an escalation group for the on-call team', 'azure', 'bicep');
    expect(quoted(r.notCovered)).toContain('escalation group');
  });

  it('says noun phrases no reader took, once, and lists them in the explanation', () => {
    const r = run('an S3 bucket with secondary sources', 'aws', 'terraform-aws');
    expect(quoted(r.notRead)).toEqual(['secondary sources']);
    expect(r.explanation).toMatch(/^not read: 'secondary sources'/m);
  });

  it('says nothing of words a reader took', () => {
    const r = run(
      'A private S3 bucket named "logs" with versioning, encrypted at rest, in us-east-1',
      'aws',
      'terraform-aws',
    );
    expect(r.notRead).toBeUndefined();
  });
});
