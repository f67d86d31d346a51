/**
 * A check loads only the provider version its folder's constraint picks (each bundled version costs
 * 4-7 MiB of heap in every check thread): a folder pinned to aws 5 never loads aws 6, an unpinned
 * one loads the newest only. Jest gives this file its own module registry, so nothing is loaded
 * before the first check here.
 */
import { loadedData } from '@infragen/iac-schemas';
import { checkFiles } from '../index';

const folder = (provider: string, constraint: string | undefined, resource: string) =>
  `${
    constraint
      ? `terraform {\n  required_providers {\n    ${provider} = {\n      source  = "hashicorp/${provider}"\n      version = "${constraint}"\n    }\n  }\n}\n`
      : ''
  }${resource}\n`;
const terraform = () => loadedData().filter((f) => f.startsWith('terraform/') && f.endsWith('.json.gz'));

describe('provider schemas load per version picked', () => {
  it('aws ~> 5.0 loads aws 5 only; an unpinned folder then loads aws 6', async () => {
    const bucket = 'resource "aws_s3_bucket" "b" {\n  bucket = "logs"\n}';
    await checkFiles([{ path: 'main.tf', content: folder('aws', '~> 5.0', bucket) }], 'terraform-aws');
    expect(terraform()).toEqual(['terraform/aws.json.gz']);
    await checkFiles([{ path: 'main.tf', content: folder('aws', undefined, bucket) }], 'terraform-aws');
    expect(terraform()).toEqual(['terraform/aws.json.gz', 'terraform/aws6.json.gz']);
  });

  it('azurerm ~> 4.0 loads azurerm 4.73 only, not azurerm 5', async () => {
    const rg = 'resource "azurerm_resource_group" "rg" {\n  name     = "rg"\n  location = "westeurope"\n}';
    await checkFiles([{ path: 'main.tf', content: folder('azurerm', '~> 4.0', rg) }], 'terraform-azurerm');
    expect(terraform().filter((f) => f.includes('azurerm'))).toEqual(['terraform/azurerm.json.gz']);
  });
});
