/**
 * A "not read" line is said only when nothing written carries its words (issue 24, class 4): words
 * a written attribute, block or type carries are said as written though not read, with what the
 * files write; words nothing written carries, or whose modifier the files do not hold, stay not
 * read; words next to a honoured setting are that setting's. Prompts of our own.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './index';

const run = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format });
const quoted = (lines: readonly string[] | undefined) => (lines ?? []).map((l) => /^'([^']*)'/.exec(l)?.[1] ?? '');
const said = (lines: readonly string[] | undefined, words: string) =>
  quoted(lines).some((q) => q.toLowerCase().includes(words.toLowerCase()));

describe('words a written attribute carries are never said as not read', () => {
  it.each<[string, PlatformId, FormatId, string, RegExp]>([
    [
      'an Azure key vault kv-ledger-eu, use RBAC authorization, purge protection on',
      'azure',
      'terraform-azurerm',
      'RBAC',
      /rbac_authorization_enabled/,
    ],
    [
      'an ECR repository for the billing service images; scan on push and immutable tags',
      'aws',
      'cloudformation',
      'scan on push',
      /ScanOnPush/,
    ],
  ])('%s', (prompt, platform, format, words, attribute) => {
    const r = run(prompt, platform, format);
    expect(said(r.notRead, words)).toBe(false);
    const line = (r.writtenUnread ?? []).find((l) => l.toLowerCase().includes(words.toLowerCase()));
    expect(line).toMatch(attribute);
    // What the line says the files write, they write.
    expect(r.files.map((f) => f.content).join('\n')).toMatch(attribute);
  });
});

describe('a word mistyped by one letter is carried as the reading forgives it', () => {
  it.each<[string, PlatformId, FormatId, string, RegExp]>([
    [
      'an azure key vault kv-ops-eu, purge proteciton on',
      'azure',
      'terraform-azurerm',
      'proteciton',
      /purge_protection_enabled/,
    ],
    [
      'a gcs bucket logs-raw-eu with uniform bucket level acess',
      'gcp',
      'terraform-google',
      'acess',
      /uniform_bucket_level_access/,
    ],
  ])('%s', (prompt, platform, format, words, attribute) => {
    const r = run(prompt, platform, format);
    expect(said(r.notRead, words)).toBe(false);
    expect((r.writtenUnread ?? []).find((l) => l.includes(words))).toMatch(attribute);
  });

  it('never takes a name written whole as a misspelling of another ("sre-oncall" for "sreoncall")', () => {
    const r = run("an action group 'sre-oncall' (short name sreoncall) that emails sre@example.org", 'azure', 'bicep');
    expect(said(r.writtenUnread, 'sreoncall')).toBe(false);
  });
});

describe('a property said in words joined by a hyphen, held by its opposite', () => {
  it('takes "internet-facing" as held by a load balancer written not internal', () => {
    const r = run(
      'an ECS Fargate service running 2 tasks of nginx:1.27 behind an internet-facing ALB',
      'aws',
      'terraform-aws',
    );
    expect(r.files.map((f) => f.content).join('\n')).toMatch(/internal\s*=\s*false/);
    expect(said(r.notRead, 'internet')).toBe(false);
  });

  it('never takes a property held the other way ("not internet-facing" read as facing, the ALB internal)', () => {
    const r = run('an internal ALB for the api, not internet-facing', 'aws', 'terraform-aws');
    expect(said(r.writtenUnread, 'internet')).toBe(false);
  });
});

describe("a child's name written under its parent's is written", () => {
  it('takes "vnet-edge/snet-web" as writing the subnet snet-web', () => {
    const r = run(
      "arm template: vnet 'vnet-edge' 10.30.0.0/16 with subnets 'snet-web' 10.30.1.0/24, NSG on snet-web allowing 443",
      'azure',
      'arm',
    );
    expect(r.files.map((f) => f.content).join('\n')).toMatch(/vnet-edge\/snet-web/);
    expect(said(r.notRead, 'snet-web')).toBe(false);
  });
});

describe('words nothing written carries stay not read', () => {
  it('keeps words no attribute, type or value holds', () => {
    const r = run('an S3 bucket with a zebra crossing', 'aws', 'terraform-aws');
    expect(said(r.notRead, 'zebra crossing')).toBe(true);
    expect(said(r.writtenUnread, 'zebra')).toBe(false);
  });

  it('keeps a head whose modifier the files do not hold ("the Frosty storage class")', () => {
    const r = run('a GCS bucket media-raw-eu in EU with the Frosty storage class', 'gcp', 'terraform-google');
    expect(r.files.map((f) => f.content).join('\n')).toMatch(/storage_class/);
    // Never claimed as honoured: either not read, or said as a key the files write that the user must check.
    expect(r.covered.some((c) => (c.settings ?? []).some((s) => /storage class/i.test(s)))).toBe(false);
    expect(
      said(r.notRead, 'storage class') || (r.writtenUnread ?? []).some((l) => /storage class.*check it holds/.test(l)),
    ).toBe(true);
  });

  it("never takes another phrase's resource as carrying the words", () => {
    // The storage account's own identity is system-assigned; nothing says the namespace has one.
    const r = run(
      'A storage account stlogsarchive01 in westeurope. Also an event hub namespace evh-tools with a system-assigned identity',
      'azure',
      'terraform-azurerm',
    );
    expect(r.files.map((f) => f.content).join('\n')).toMatch(/SystemAssigned/);
    expect(said(r.writtenUnread, 'system-assigned')).toBe(false);
    expect(said(r.notRead, 'system-assigned identity')).toBe(true);
  });
});

describe('words next to a honoured setting are its own', () => {
  it('does not say the verb of a schedule it wrote as not read', () => {
    const r = run(
      'a CronJob report-builder that fires every 6 hours running busybox:1.36',
      'kubernetes',
      'kubernetes-yaml',
    );
    expect(r.files.map((f) => f.content).join('\n')).toMatch(/0 \*\/6 \* \* \*/);
    expect(said(r.notRead, 'fires')).toBe(false);
  });

  it('keeps a value of its own beside it ("and texts +44 ...") as not read', () => {
    const r = run(
      "an action group 'ops-pager' that emails ops@example.org and texts +44 7700 900456",
      'azure',
      'bicep',
    );
    expect(quoted([...(r.notRead ?? []), ...r.notCovered]).some((q) => /7700/.test(q))).toBe(true);
  });
});

describe('a resource said to exist that nothing written uses is not reported honoured', () => {
  it('says the existing vault of a key no account uses, and does not list it as understood', () => {
    const r = run(
      "bicep: storage account 'stledger01' with a customer-managed key 'ledger-cmk' from our existing key vault kv-ledger-keys",
      'azure',
      'bicep',
    );
    const content = r.files.map((f) => f.content).join('\n');
    // An existing vault referred to and used by nothing is said as such, never listed as understood;
    // once the account uses its key, neither.
    const used = /keyVaultUri|keyvaultproperties/i.test(content);
    expect(r.notCovered.some((l) => /existing .*nothing written uses it/.test(l))).toBe(!used);
    expect(r.covered.flatMap((c) => c.settings ?? []).some((s) => /referred to, not created/.test(s))).toBe(used);
  });

  it('keeps an existing role the function uses as understood', () => {
    const r = run(
      'a Lambda function report-mailer (python 3.12) that uses the existing IAM role arn:aws:iam::210987654321:role/report-mailer-exec',
      'aws',
      'terraform-aws',
    );
    expect(r.covered.flatMap((c) => c.settings ?? []).some((s) => /referred to, not created/.test(s))).toBe(true);
    expect(r.notCovered.some((l) => /nothing written uses it/.test(l))).toBe(false);
  });
});
