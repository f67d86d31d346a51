/**
 * An error-tolerant parse: a syntax error in one block (a Terraform block, a Bicep statement, a
 * document of a manifest stream, a resource of a JSON template) is reported, and the rest of the file is still validated and
 * scanned by the security rules. Nothing is judged inside the broken part, and no name is called
 * undeclared because its declaration was the broken part.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Diagnostic, type FormatId } from '@infragen/contracts';
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['terraform-aws', 'bicep', 'kubernetes-yaml', 'cloudformation', 'arm']), 30000);

async function check(name: string, format: FormatId): Promise<Diagnostic[]> {
  const content = readFileSync(join(__dirname, 'fixtures', 'tolerant', name), 'utf8');
  return checkFiles([{ path: name, content }], format);
}
const codesAt = (list: Diagnostic[]) => list.map((d) => `${d.line} ${d.code}`);

describe('a syntax error leaves the rest of the file checked and scanned', () => {
  it('Terraform: the broken block is reported; the blocks after it are validated and scanned', async () => {
    const found = codesAt(await check('broken-block.tf', 'terraform-aws'));
    expect(found).toContain('8 hcl.syntax');
    expect(found).toContain('19 IG-AWS-003');
    expect(found).toContain('26 terraform.unknown-argument');
    // The broken log group is not judged (its retention could not be read).
    expect(found.filter((c) => /^[5-8] IG-/.test(c))).toEqual([]);
  });

  it('Bicep: the broken statement is reported; the rest is validated and scanned, its name not called undeclared', async () => {
    const found = codesAt(await check('broken-statement.bicep', 'bicep'));
    expect(found).toContain('5 bicep.syntax');
    expect(found).toContain('20 IG-AZR-003');
    expect(found).toContain('32 bicep.unknown-resource-type');
    expect(found.filter((c) => c.endsWith('bicep.undeclared'))).toEqual([]);
  });

  it('CloudFormation JSON: the resource with a missing comma is reported and left out; the others are validated and scanned, and references to it are not called unknown', async () => {
    const found = codesAt(await check('broken-resource.json', 'cloudformation'));
    expect(found).toContain('8 json.syntax');
    expect(found).toContain('15 IG-AWS-012');
    expect(found).toContain('21 cloudformation.unknown-property');
    expect(found.filter((c) => /unknown-(ref|getatt)/.test(c))).toEqual([]);
    expect(found.filter((c) => /^[4-9] IG-/.test(c))).toEqual([]);
  });

  it('ARM: the resource with a syntax error (a missing `:`) is reported and left out; the others are validated and scanned', async () => {
    const found = codesAt(await check('broken-resource-arm.json', 'arm'));
    expect(found).toContain('18 json.syntax');
    expect(found).toContain('27 IG-AZR-007');
    expect(found).toContain('35 arm.unknown-property');
  });

  it('Kubernetes: the broken document is reported; the next documents are validated and scanned', async () => {
    const found = codesAt(await check('broken-document.yaml', 'kubernetes-yaml'));
    expect(found).toContain('6 yaml.syntax');
    expect(found).toContain('13 IG-K8S-005');
    expect(found).toContain('18 IG-K8S-001');
  });
});
