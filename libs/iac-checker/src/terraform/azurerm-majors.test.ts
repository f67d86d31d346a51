/**
 * azurerm 4.73 (the last prebuilt package) and azurerm 5 (the provider's own release schema,
 * scripts/schemas/terraform-release-schema.mjs) are bundled side by side: a folder is checked
 * against the one its `required_providers` constraint allows, and an unpinned folder against the
 * newest, as `terraform init` would install. azurerm 5 replaced the subnet's `service_endpoints`
 * list with `service_endpoint` blocks (found on the provider's own examples at its 5.2.0 commit,
 * which were called unknown blocks against 4.73).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';
import { RULE_IDS } from '../rules';
import { SECRET_KINDS } from '../secrets';

beforeAll(() => prepareChecks(['terraform-azurerm']), 30000);

const folder = readFileSync(join(__dirname, 'fixtures/azurerm-majors/main.tf'), 'utf8');
const pinned = (constraint: string, text = folder) => text.replace('"~> 5.0"', `"${constraint}"`);
const unpinned = folder.replace(/terraform \{[\s\S]*?\n\}\n/, '');
/** The subnet as written for azurerm 4: the list argument azurerm 5 removed. */
const written4 = folder.replace(
  /service_endpoint \{\s*service = "Microsoft.Storage"\s*\}/,
  'service_endpoints = ["Microsoft.Storage"]',
);
const check = (content: string) => checkFiles([{ path: 'main.tf', content }], 'terraform-azurerm');
const errors = async (content: string) =>
  (await check(content))
    .filter((d) => d.severity === 'error' && !RULE_IDS.has(d.code) && !SECRET_KINDS.has(d.code))
    .map((d) => `${d.line} ${d.code}`);

describe('azurerm 5 beside azurerm 4', () => {
  it('~> 5.0: the 5.x service_endpoint block is known, checked against azurerm 5', async () => {
    expect(await errors(folder)).toEqual([]);
  });

  it('~> 4.0: the same block is unknown to azurerm 4', async () => {
    expect(await errors(pinned('~> 4.0'))).toEqual(['32 terraform.unknown-block']);
  });

  it('~> 5.0: the 4.x service_endpoints argument removed in 5 is an error', async () => {
    expect(await errors(written4)).toEqual(['32 terraform.unknown-argument']);
  });

  it('~> 4.0: the 4.x service_endpoints argument is no error', async () => {
    expect(await errors(pinned('~> 4.0', written4))).toEqual([]);
  });

  it('a type new in 4.79/5.x is known under ~> 5.0, unknown under ~> 4.73.0, added later under ~> 4.0', async () => {
    const bucket = `\nresource "azurerm_netapp_volume_bucket" "b" {\n  name      = "bucket1"\n  volume_id = "x"\n  path      = "/"\n}\n`;
    const found5 = await errors(folder + bucket);
    expect(found5.filter((e) => e.endsWith('unknown-resource-type'))).toEqual([]);
    expect(
      (await errors(pinned('~> 4.73.0') + bucket)).filter((e) => e.endsWith('unknown-resource-type')),
    ).toHaveLength(1);
    // azurerm 4.79.0's CHANGELOG adds it (data/terraform/releases.json), and ~> 4.0 admits 4.79.
    const later = (await check(pinned('~> 4.0') + bucket)).filter((d) => d.code === 'terraform.unknown-resource-type');
    expect(later.map((d) => [d.severity, d.message.includes('azurerm 4.79.0 added it')])).toEqual([['info', true]]);
  });

  it('unpinned: checked against the newest bundled, azurerm 5', async () => {
    expect(await errors(unpinned)).toEqual([]);
  });
});
