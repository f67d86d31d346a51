/**
 * An error the provider's previous bundled major would not raise (an argument azurerm 5 removed, one
 * it made required) says so and what the folder's constraint means: unpinned, `terraform init`
 * installs the newest major, so the error is true and the fix is to pin the old major or update the
 * code; pinned to the new major, only updating the code. Found on the azurerm provider's own
 * examples (unpinned, written for 4.x) once azurerm 5.2.0 was bundled.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles } from '../index';
import { RULE_IDS } from '../rules';

const folder = readFileSync(join(__dirname, 'fixtures/previous-major/main.tf'), 'utf8');
const pinned = (constraint: string) =>
  `terraform {\n  required_providers {\n    azurerm = {\n      source  = "hashicorp/azurerm"\n      version = "${constraint}"\n    }\n  }\n}\n${folder}`;
const errors = async (content: string) =>
  (await checkFiles([{ path: 'main.tf', content }], 'terraform-azurerm'))
    .filter((d) => d.severity === 'error' && !RULE_IDS.has(d.code))
    .map((d) => ({ line: d.line, code: d.code, message: d.message }));

describe('errors the previous major would not raise', () => {
  it('unpinned: true errors, each saying azurerm 5 is installed and to pin ~> 4.0 or update', async () => {
    const found = await errors(folder);
    expect(found.map((e) => `${e.line} ${e.code}`)).toEqual([
      '17 terraform.missing-argument',
      '19 terraform.unknown-argument',
      '29 terraform.unknown-argument',
      '31 terraform.unknown-argument',
    ]);
    const note =
      'azurerm 4.73.0 accepts this as written; azurerm 5 does not, and this folder pins no azurerm version, so `terraform init` installs azurerm 5.x: pin `version = "~> 4.0"` in `required_providers`, or update the code for azurerm 5.';
    for (const e of found.filter((e) => e.line !== 31)) expect(e.message).toContain(note);
    // The misspelling no version has gets no version note.
    expect(found.find((e) => e.line === 31)?.message).not.toContain('accepts this');
  });

  it('a constraint that admits 4 and 5: the note names the constraint', async () => {
    const found = await errors(pinned('>= 4.0, < 6.0'));
    expect(found.find((e) => e.code === 'terraform.missing-argument')?.message).toContain(
      'the constraint `>= 4.0, < 6.0` lets `terraform init` install azurerm 5.x: pin `version = "~> 4.0"`',
    );
  });

  it('pinned to 5: update the code, no pin advice', async () => {
    const found = await errors(pinned('~> 5.0'));
    expect(found.find((e) => e.line === 37)?.message).toContain(
      'azurerm 5, which the constraint `~> 5.0` asks for, does not: update the code for azurerm 5.',
    );
  });

  it('pinned to 4: none of these errors', async () => {
    expect((await errors(pinned('~> 4.0'))).map((e) => e.line)).toEqual([39]);
  });
});

it('aws: an argument aws 6 removed, in a folder pinning nothing (the ninth sample class C6), says to pin ~> 5.0', async () => {
  const eip = 'resource "aws_eip" "nat" {\n  vpc = true\n}\n';
  const found = (await checkFiles([{ path: 'main.tf', content: eip }], 'terraform-aws')).filter(
    (d) => d.severity === 'error' && !RULE_IDS.has(d.code),
  );
  expect(found.map((d) => d.message)).toEqual([
    '`aws_eip.nat` has no argument `vpc`. aws 5.99.1 accepts this as written; aws 6 does not, and this folder pins no aws version, so `terraform init` installs aws 6.x: pin `version = "~> 5.0"` in `required_providers`, or update the code for aws 6.',
  ]);
});

describe('an object attribute of the previous major (attributes as blocks) cannot vouch for required fields', () => {
  // azurerm 4's inline `subnet` of azurerm_virtual_network is an attribute of type set(object), which
  // the bundled 4.73 schema types field by field but without the fields azurerm requires
  // (`address_prefixes`, Required in the v4.73.0 source); azurerm 5 made it a block. Found on the
  // eleventh sample (a folder written for azurerm 3, pinning nothing).
  const vnet = (extra = '') =>
    `${extra}resource "azurerm_virtual_network" "vnet" {\n  name                = "vnet"\n  location            = "westeurope"\n  resource_group_name = "rg"\n  address_space       = ["10.0.0.0/16"]\n\n  subnet {\n    name           = "aks"\n    address_prefix = "10.0.1.0/24"\n  }\n}\n`;
  const lines = (found: { line: number; code: string; message: string }[]) =>
    found.map((e) => `${e.line} ${e.code} ${e.message}`);

  it('unpinned: both errors are said, neither claims azurerm 4.73.0 accepts the block', async () => {
    expect(lines(await errors(vnet()))).toEqual([
      '7 terraform.missing-argument The `subnet` block of `azurerm_virtual_network.vnet` is missing the required argument `address_prefixes`.',
      '9 terraform.unknown-argument The `subnet` block of `azurerm_virtual_network.vnet` has no argument `address_prefix`.',
    ]);
  });

  it('pinned to 4: `address_prefix` is unknown there too (the object type names its fields)', async () => {
    const found = await errors(pinned('~> 4.0').replace(folder, vnet()));
    expect(lines(found)).toEqual([
      '17 terraform.unknown-argument The `subnet` block of `azurerm_virtual_network.vnet` has no argument `address_prefix`.',
    ]);
  });

  it('a field the object type of 4.73 has, which azurerm 5 removed, keeps the note', async () => {
    const found = await errors(
      vnet().replace('address_prefix =', 'address_prefixes = ["10.0.1.0/24"]\n    service_endpoints ='),
    );
    expect(lines(found)).toEqual([
      expect.stringMatching(
        /^10 terraform\.unknown-argument The `subnet` block of `azurerm_virtual_network\.vnet` has no argument `service_endpoints`\. azurerm 4\.73\.0 accepts this as written;/,
      ),
    ]);
  });

  it("a top-level argument azurerm 5 removed (azurerm_subnet's service_endpoints) keeps the note", async () => {
    const subnet =
      'resource "azurerm_subnet" "s" {\n  name                 = "s"\n  resource_group_name  = "rg"\n  virtual_network_name = "vnet"\n  address_prefixes     = ["10.0.1.0/24"]\n  service_endpoints    = ["Microsoft.Storage"]\n}\n';
    expect((await errors(subnet)).map((e) => e.message)).toEqual([
      expect.stringContaining('has no argument `service_endpoints`. azurerm 4.73.0 accepts this as written'),
    ]);
  });
});
