/**
 * Code pinned to Terraform 0.11 or earlier (`required_version = ">= 0.8, <= 0.9.11"`) is in the
 * language before HCL2 (`tags { }` as a map), which this checker does not read: said once per folder
 * as not checked, never an error per line. Found on public Terraform (bench/checker-real-world.mjs,
 * sample s9); reproduced by a project of our own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';
import { upperBoundBelow } from './versions';

beforeAll(() => prepareChecks(['terraform-aws']), 30000);

const FILES = ['main.tf', 'stage/network/main.tf'];
const project = () =>
  FILES.map((path) => ({ path, content: readFileSync(join(__dirname, 'fixtures/terraform-0.11', path), 'utf8') }));
const validation = async (files: { path: string; content: string }[]) =>
  (await checkFiles(files, 'terraform-aws'))
    .filter((d) => d.code.startsWith('terraform.') && (d.severity !== 'info' || d.code === 'terraform.pre-0.12'))
    .map((d) => (d.severity === 'info' ? `${d.file} info ${d.code}` : `${d.file}:${d.line} ${d.severity} ${d.code}`));

describe('a folder pinned to Terraform 0.11 or earlier', () => {
  it('is said once per folder as not checked, its own pin or its caller’s, with no error', async () => {
    expect(await validation(project())).toEqual([
      'main.tf info terraform.pre-0.12',
      'stage/network/main.tf info terraform.pre-0.12',
    ]);
  });

  it('its older syntax is no syntax error either', async () => {
    const [root, network] = project();
    // Terraform 0.11 reads a list of maps written without commas, which HCL2 does not.
    const older = { ...network, content: `${network.content}\nvariable "zones" {\n  default = ["a" "b"]\n}\n` };
    const found = await validation([root, older]);
    expect(found).toEqual(['main.tf info terraform.pre-0.12', 'stage/network/main.tf info terraform.pre-0.12']);
  });

  it('the same code under a pin that allows 0.12 and later is still judged', async () => {
    const [root, network] = project();
    const modern = {
      ...root,
      content: root.content.replace('>= 0.8, <= 0.9.11', '>= 1.5').replace('"stage/network"', '"./stage/network"'),
    };
    const found = await validation([modern, network]);
    expect(found).toContainEqual('stage/network/main.tf:6 error terraform.argument-as-block');
    expect(found).not.toContainEqual(expect.stringMatching(/pre-0\.12/));
  });

  it('reads which constraints cap the version below 0.12', () => {
    for (const c of ['< 0.12', '<= 0.11.14', '= 0.9.11', '0.10.8', '~> 0.11.0', '>= 0.8, <= 0.9.11'])
      expect([c, upperBoundBelow(c, '0.12.0')]).toEqual([c, true]);
    for (const c of ['>= 0.11', '~> 0.11', '<= 0.12.0', '>= 0.12, < 2.0', '!= 0.11.0', '~> 1.0'])
      expect([c, upperBoundBelow(c, '0.12.0')]).toEqual([c, false]);
  });
});
