/**
 * Waivers and the final list. Every bad example of every rule, with a waiver written above each
 * reported line (and again as a trailing comment), comes back with all its findings waived: still
 * listed, at severity info, with the reason. Waivers without a reason, naming no known rule, or
 * matching nothing are findings themselves; JSON templates waive in `metadata`. The final list
 * drops repeats, caps long lists and sorts by file and line.
 */
import { type Diagnostic, type FormatId } from '@infragen/contracts';
import { checkFiles, prepareChecks } from '../index';
import { RULES } from '../rules';
import { type ExampleFormat } from '../rules/model';
import { ex, exampleCases, exampleFile } from '../rules/testing/examples';
import { MAX_FINDINGS, MAX_PER_CODE } from './index';

beforeAll(() => prepareChecks(['terraform-aws', 'cloudformation', 'kubernetes-yaml', 'arm', 'bicep']), 30000);

const REASON = 'accepted for this test';
const commentFor = (format: ExampleFormat) => (format === 'bicep' ? '//' : '#');

/** Bad examples whose marked lines can carry a comment (not JSON, not inside a heredoc). */
const commentable = exampleCases(RULES).filter((c) => {
  if (c.kind === 'good' || c.format === 'arm' || (c.format === 'cloudformation' && c.text.trimStart().startsWith('{')))
    return false;
  const f = exampleFile(c.format, c.text);
  if (!f.marked.length) return false;
  const lines = f.content.split('\n');
  const inHeredoc = (line: number) => {
    // A heredoc ends at a line holding only its own identifier (EOF, JSON, POLICY...).
    let end: string | null = null;
    for (let i = 0; i < line - 1; i++) {
      const opening = /<<-?\s*([A-Za-z_][A-Za-z0-9_]*)\s*$/.exec(lines[i]);
      if (end === null && opening) end = opening[1];
      else if (end !== null && lines[i].trim() === end) end = null;
    }
    return end !== null;
  };
  return !f.marked.some(inHeredoc);
});

const check = (path: string, content: string, format: FormatId) => checkFiles([{ path, content }], format);

describe('every reported line of every rule can be waived', () => {
  const cases = commentable.map((c) => [`${c.rule.id} ${c.format} ${c.kind} ${c.index + 1}`, c] as const);

  it.each(cases)('%s, with a waiver on the line above', async (_name, c) => {
    const f = exampleFile(c.format, c.text);
    const lines = f.content.split('\n');
    const out: string[] = [];
    lines.forEach((l, i) => {
      if (f.marked.includes(i + 1))
        out.push(
          `${/^\s*(- )?/.exec(l)![0].replace('-', ' ')}${commentFor(c.format)} infragen:waive ${c.rule.id} ${REASON}`,
        );
      out.push(l);
    });
    const found = (await check(f.path, out.join('\n'), c.format)).filter((d) => d.code === c.rule.id);
    expect(found.length).toBeGreaterThanOrEqual(f.marked.length);
    for (const d of found)
      expect(d).toMatchObject({ severity: 'info', waived: { reason: REASON }, ruleSeverity: c.rule.severity });
  });

  it.each(cases)('%s, with a trailing waiver', async (_name, c) => {
    const f = exampleFile(c.format, c.text);
    const content = f.content
      .split('\n')
      .map((l, i) =>
        f.marked.includes(i + 1) ? `${l} ${commentFor(c.format)} infragen:waive ${c.rule.id}: ${REASON}` : l,
      )
      .join('\n');
    const all = await check(f.path, content, c.format);
    const found = all.filter((d) => d.code === c.rule.id);
    expect(found.length).toBeGreaterThanOrEqual(f.marked.length);
    for (const d of found) expect(d.waived?.reason).toBe(REASON);
    expect(all.filter((d) => d.code.startsWith('waiver.'))).toEqual([]);
  });
});

const PUBLIC_DB = (waiver: string) => ex`
  ${waiver}
  resource "aws_db_instance" "db" {
    engine                      = "postgres"
    instance_class              = "db.t4g.micro"
    allocated_storage           = 20
    username                    = "app"
    manage_master_user_password = true
    storage_encrypted           = true
    deletion_protection         = true
    publicly_accessible         = true
  }
`;
const codes = (all: Diagnostic[]) => all.map((d) => `${d.line} ${d.code} ${d.severity}`);

describe('waivers in comments', () => {
  it('a waiver above a resource covers findings anywhere in it', async () => {
    const all = await check(
      'main.tf',
      PUBLIC_DB('# infragen:waive IG-AWS-016 a test database with no data'),
      'terraform-aws',
    );
    const d = all.find((x) => x.code === 'IG-AWS-016')!;
    expect(d).toMatchObject({
      line: 10,
      severity: 'info',
      waived: { reason: 'a test database with no data', line: 1 },
    });
    expect(d.message).toMatch(/\(waived: a test database with no data\)$/);
  });

  it('reads `//` and `/* */` comments and several ids in one waiver', async () => {
    const all = await check(
      'main.tf',
      PUBLIC_DB('/* infragen:waive IG-AWS-016, IG-AWS-017 -- a throwaway test database */'),
      'terraform-aws',
    );
    expect(all.find((d) => d.code === 'IG-AWS-016')?.waived?.reason).toBe('a throwaway test database');
    // IG-AWS-017 (encryption) does not fire here: the waiver says so.
    expect(codes(all)).toContain('1 waiver.unused info');
  });

  it('a waiver without a reason does not apply and is reported', async () => {
    const all = await check('main.tf', PUBLIC_DB('# infragen:waive IG-AWS-016'), 'terraform-aws');
    expect(codes(all)).toEqual(expect.arrayContaining(['1 waiver.missing-reason warning', '10 IG-AWS-016 error']));
    expect(all.find((d) => d.code === 'waiver.missing-reason')?.fixHint).toMatch(/infragen:waive IG-AWS-016 /);
  });

  it('a waiver naming no rule, or an unknown one, is reported; validation findings cannot be waived', async () => {
    const noRule = await check('main.tf', PUBLIC_DB('# infragen:waive'), 'terraform-aws');
    expect(codes(noRule)).toContain('1 waiver.no-rule warning');
    const unknown = await check(
      'main.tf',
      '# infragen:waive terraform.unknown-argument it is fine\nresource "aws_sqs_queue" "q" {\n  nmae = "q"\n}\n',
      'terraform-aws',
    );
    expect(codes(unknown)).toEqual(
      expect.arrayContaining(['1 waiver.unknown-rule warning', '3 terraform.unknown-argument error']),
    );
  });

  it('text that spells a waiver inside a string is not a waiver', async () => {
    const all = await check(
      'main.tf',
      PUBLIC_DB('').replace('engine ', 'identifier                  = "# infragen:waive IG-AWS-016 no"\n  engine '),
      'terraform-aws',
    );
    expect(all.find((d) => d.code === 'IG-AWS-016')).toMatchObject({ severity: 'error' });
  });

  it('waives secrets too', async () => {
    const all = await check(
      'main.tf',
      'locals {\n  # infragen:waive IG-SEC-020 a documented sample value for a local test harness\n  db_password = "Sup3r-Secret!"\n}\n',
      'terraform-aws',
    );
    expect(all.find((d) => d.code === 'IG-SEC-020')).toMatchObject({ severity: 'info', line: 3 });
  });

  it('in YAML and Bicep, a comment above an item covers it', async () => {
    const k8s = await check(
      'manifests.yaml',
      'apiVersion: v1\nkind: Pod\nmetadata:\n  name: node-agent\nspec:\n  # infragen:waive IG-K8S-005 the agent reads node traffic by design\n  hostNetwork: true\n  containers:\n    - name: agent\n      image: agent:1.2.3\n',
      'kubernetes-yaml',
    );
    expect(k8s.find((d) => d.code === 'IG-K8S-005')).toMatchObject({ severity: 'info', line: 7 });
    const bicep = await check(
      'main.bicep',
      "// infragen:waive IG-AZR-005 public downloads by design\nresource files 'Microsoft.Storage/storageAccounts/blobServices/containers@2026-04-01' = {\n  name: 'acme/default/files'\n  properties: {\n    publicAccess: 'Blob'\n  }\n}\n",
      'bicep',
    );
    expect(bicep.find((d) => d.code === 'IG-AZR-005')).toMatchObject({ severity: 'info', line: 5 });
  });
});

describe('waivers in JSON and CloudFormation metadata', () => {
  it('CloudFormation: `Metadata.infragen.waive` on the resource, in YAML and JSON', async () => {
    const yaml = ex`
      Resources:
        Site:
          Type: AWS::S3::Bucket
          Metadata:
            infragen:
              waive:
                - id: IG-AWS-012
                  reason: public downloads by design
          Properties:
            AccessControl: PublicRead
    `;
    const fromYaml = await check('template.yaml', yaml, 'cloudformation');
    expect(fromYaml.find((d) => d.code === 'IG-AWS-012')).toMatchObject({ severity: 'info', waived: { line: 7 } });
    const json = JSON.stringify(
      {
        Resources: {
          Site: {
            Type: 'AWS::S3::Bucket',
            Metadata: { infragen: { waive: [{ id: 'IG-AWS-012', reason: 'public downloads by design' }] } },
            Properties: { AccessControl: 'PublicRead' },
          },
          Other: { Type: 'AWS::S3::Bucket', Properties: { AccessControl: 'PublicRead' } },
        },
      },
      null,
      2,
    );
    const fromJson = await check('template.json', json, 'cloudformation');
    expect(fromJson.filter((d) => d.code === 'IG-AWS-012').map((d) => d.severity)).toEqual(['info', 'error']);
  });

  it('ARM: `metadata.infragen.waive` on a resource or the template; a missing reason is reported', async () => {
    const template = (resourceMeta: unknown, templateMeta?: unknown) =>
      JSON.stringify(
        {
          $schema: 'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#',
          contentVersion: '1.0.0.0',
          ...(templateMeta ? { metadata: templateMeta } : {}),
          resources: [
            {
              type: 'Microsoft.Storage/storageAccounts/blobServices/containers',
              apiVersion: '2026-04-01',
              name: 'acme/default/files',
              ...(resourceMeta ? { metadata: resourceMeta } : {}),
              properties: { publicAccess: 'Blob' },
            },
          ],
        },
        null,
        2,
      );
    const onResource = await check(
      'azuredeploy.json',
      template({ infragen: { waive: [{ id: 'IG-AZR-005', reason: 'public downloads by design' }] } }),
      'arm',
    );
    expect(onResource.find((d) => d.code === 'IG-AZR-005')?.severity).toBe('info');
    const onTemplate = await check(
      'azuredeploy.json',
      template(undefined, { infragen: { waive: { id: 'IG-AZR-005', reason: 'a public mirror' } } }),
      'arm',
    );
    expect(onTemplate.find((d) => d.code === 'IG-AZR-005')?.waived?.reason).toBe('a public mirror');
    const noReason = await check('azuredeploy.json', template({ infragen: { waive: [{ id: 'IG-AZR-005' }] } }), 'arm');
    expect(codes(noReason)).toEqual(expect.arrayContaining([expect.stringMatching(/waiver.missing-reason warning/)]));
    expect(noReason.find((d) => d.code === 'IG-AZR-005')?.severity).toBe('error');
  });
});

describe('the final list', () => {
  it('caps a long list, keeping the most serious findings, and says how many were left out', async () => {
    // 40 buckets without logging (LOW, info) and 40 public ACLs (CRITICAL, error): 160 findings before the cap.
    const content = Array.from(
      { length: 40 },
      (_, i) =>
        `resource "aws_s3_bucket" "b${i}" {\n  bucket = "b${i}"\n  acl    = "public-read"\n}\nresource "aws_s3_bucket" "c${i}" {\n  bucket = "c${i}"\n}\n`,
    ).join('\n');
    const all = await check('main.tf', content, 'terraform-aws');
    const count = (code: string) => all.filter((d) => d.code === code).length;
    expect(count('IG-AWS-012')).toBe(MAX_PER_CODE);
    expect(count('IG-AWS-015')).toBe(MAX_PER_CODE);
    expect(all.length).toBeLessThanOrEqual(MAX_FINDINGS + 1);
    const capped = all.find((d) => d.code === 'checks.capped')!;
    expect(capped.severity).toBe('info');
    expect(capped.message).toMatch(/^\d+ more findings were not listed/);
    // Sorted by line, whatever order the checks found them in.
    const lines = all.map((d) => d.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it('reports one finding per file, line, column, code (and, for a rule, text) across validation, rules and secrets', async () => {
    const all = await check('main.tf', PUBLIC_DB('# a public database'), 'terraform-aws');
    const keys = all.map((d) => `${d.file}:${d.line}:${d.column}:${d.code}:${d.message}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("keeps a rule's findings on one line apart when they name different settings", async () => {
    // Every complexity setting left out is reported on the policy's first line, one finding each.
    const all = await check('main.tf', 'resource "aws_iam_account_password_policy" "p" {\n}\n', 'terraform-aws');
    const complexity = all.filter((d) => d.code === 'IG-AWS-073');
    expect(complexity.map((d) => d.line)).toEqual([1, 1, 1, 1]);
    expect(complexity.map((d) => d.message.replace(/^.*: /, '')).sort()).toEqual([
      'Digits are not required.',
      'Lower-case letters are not required.',
      'Symbols are not required.',
      'Upper-case letters are not required.',
    ]);
  });
});
