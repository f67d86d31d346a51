/**
 * A name the bundled schema lacks that a newer release added, per the provider's CHANGELOG
 * (data/terraform/releases.json: google 7.44.0 added `google_dataform_repository` and
 * `allow_global_access` on `google_network_services_gateway`, 7.45.0 the attribute
 * `compute_instance_id` of `google_workbench_instance`; 7.42.0 is bundled), is information
 * when the folder's constraint admits that release, with the release named; a misspelling no
 * release added stays an error, and so does everything when the constraint excludes the release.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles } from '../index';
import { RULE_IDS } from '../rules';
import { releaseAdditions } from '@infragen/iac-schemas';

const folder = readFileSync(join(__dirname, 'fixtures/newer-additions/main.tf'), 'utf8');
const pinned = (constraint: string) =>
  `terraform {\n  required_providers {\n    google = {\n      source  = "hashicorp/google"\n      version = "${constraint}"\n    }\n  }\n}\n${folder}`;
const check = async (content: string) =>
  (await checkFiles([{ path: 'main.tf', content }], 'terraform-google'))
    .filter((d) => !RULE_IDS.has(d.code))
    .map((d) => {
      const release = /google (\d+\.\d+\.\d+) added it/.exec(d.message)?.[1];
      return `${d.severity} ${d.line} ${d.code}${release ? ` (${release})` : ''}`;
    });

it('the data records what google 7.44.0 added (read from its CHANGELOG)', () => {
  const added = releaseAdditions('google')['7.44.0'];
  expect(added.resources).toContain('google_dataform_repository');
  expect(added.names.google_network_services_gateway).toContain('allow_global_access');
});

it('~> 7.0 admits 7.44: the added resource type and argument are information, the typo an error', async () => {
  expect(await check(pinned('~> 7.0'))).toEqual([
    'info 17 terraform.unknown-argument (7.44.0)',
    'info 20 terraform.unknown-resource-type (7.44.0)',
    'error 30 terraform.unknown-argument',
    'info 40 terraform.unknown-attribute (7.45.0)',
  ]);
});

it('unpinned (init installs the newest): the same', async () => {
  const found = await check(folder);
  expect(found.filter((d) => d.startsWith('error'))).toEqual(['error 22 terraform.unknown-argument']);
  expect(found.filter((d) => / \(7\.4[45]\.0\)$/.test(d))).toHaveLength(3);
});

it('a constraint that excludes 7.44 (~> 7.42.0): all three are errors', async () => {
  expect((await check(pinned('~> 7.42.0'))).filter((d) => !d.startsWith('warning'))).toEqual([
    'error 17 terraform.unknown-argument',
    'error 20 terraform.unknown-resource-type',
    'error 30 terraform.unknown-argument',
    'error 40 terraform.unknown-attribute',
  ]);
});

describe('aws 5.100.0, from its own schema (terraform-release-diff.mjs), with aws 5.99.1 bundled', () => {
  const vpn = (constraint: string) =>
    `terraform {\n  required_providers {\n    aws = {\n      source  = "hashicorp/aws"\n      version = "${constraint}"\n    }\n  }\n}\n` +
    `resource "aws_vpn_connection" "main" {\n  customer_gateway_id   = "cgw-1"\n  type                  = "ipsec.1"\n  vpn_gateway_id        = "vgw-1"\n  preshared_key_storage = "SecretsManager"\n}\n`;
  const found = async (constraint: string) =>
    (await checkFiles([{ path: 'main.tf', content: vpn(constraint) }], 'terraform-aws'))
      .filter((d) => d.code === 'terraform.unknown-argument')
      .map((d) => `${d.severity} ${/aws 5\.100\.0 added it/.test(d.message)}`);

  it('~> 5.0 admits 5.100.0: its new argument is information', async () => {
    expect(await found('~> 5.0')).toEqual(['info true']);
  });
  it('~> 5.99.0 does not: an error', async () => {
    expect(await found('~> 5.99.0')).toEqual(['error false']);
  });
});
