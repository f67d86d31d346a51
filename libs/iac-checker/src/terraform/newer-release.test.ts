/**
 * A folder that pins no version gets the provider's newest release from `terraform init`. When that
 * release's major is newer than every bundled schema (kubernetes 3.x, from the provider's CHANGELOG
 * in data/terraform/releases.json, with 2.38 bundled), the bundled schema cannot judge what the
 * major added (init containers' `restart_policy`): information, said once, never an error. Pinned
 * to the bundled major, the same name is an error.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles } from '../index';
import { RULE_IDS } from '../rules';

const folder = readFileSync(join(__dirname, 'fixtures/newer-release/main.tf'), 'utf8');
const pinned = (constraint: string) =>
  `terraform {\n  required_providers {\n    kubernetes = {\n      source  = "hashicorp/kubernetes"\n      version = "${constraint}"\n    }\n  }\n}\n${folder}`;
const check = async (content: string) =>
  (await checkFiles([{ path: 'main.tf', content }], 'terraform-kubernetes')).filter((d) => !RULE_IDS.has(d.code));

it('unpinned: what 2.38 lacks is information, and the newer release is said', async () => {
  const found = await check(folder);
  expect(found.filter((d) => d.severity === 'error')).toEqual([]);
  expect(found.filter((d) => d.code === 'terraform.unknown-argument').map((d) => d.severity)).toEqual(['info']);
  const said = found.filter((d) => d.code === 'terraform.provider-version');
  expect(said).toHaveLength(1);
  expect(said[0].message).toContain('installs its newest release, 3.2.1');
});

it('pinned to 2.x: the same argument is an error', async () => {
  const found = await check(pinned('~> 2.38'));
  expect(found.filter((d) => d.severity === 'error').map((d) => `${d.line} ${d.code}`)).toEqual([
    '27 terraform.unknown-argument',
  ]);
});
