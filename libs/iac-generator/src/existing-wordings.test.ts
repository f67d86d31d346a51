/**
 * A thing the request says it already has is referenced whatever the wording: "existing" before it,
 * "we already have" / "already exists" / "(exists)" after it, or an identifier of its kind (an ECS
 * cluster's ARN). The output is checked: referring to it leaves no error.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { checkFiles, prepareChecks } from '@infragen/iac-checker';
import { generateInfrastructure } from './index';
import { saysExisting } from './kinds/aws/existing';

beforeAll(() => prepareChecks(['terraform-azurerm', 'bicep', 'cloudformation', 'terraform-aws']), 30000);

describe('saysExisting reads the thing said to be had after it', () => {
  it.each<[string, string, boolean]>([
    ['a vm in the resource group rg-core we already have', 'resource group', true],
    ['put it in the storage account stdata01, which already exists', 'storage account', true],
    ['a queue in the storage account stdata01 (exists, rg-data)', 'storage account', true],
    ['the key vault kv-ops that is already there', 'key vault', true],
    ['our existing sns topic alerts', 'sns topic', true],
    // Another thing joined by "and" is the one that exists, not this one.
    ['a storage account and a resource group we already have', 'storage account', false],
    ['a new resource group rg-core and a vm', 'resource group', false],
    ['a storage account stdata01 that exports logs', 'storage account', false],
    ['a cname record www in our hosted zone example.org', 'hosted zone', true],
    ['a vm into our resource group rg-apps-01', 'resource group', true],
    ['our example.com zone lives in route 53 (hosted zone id z01234)', 'zone', true],
    ['the vm will live in a new resource group', 'resource group', false],
    // What an existing thing is in exists too.
    ['a subnet in our existing virtual network "vnet-hub" in resource group "rg-net"', 'resource group', true],
    ['inside the existing vnet core-net within the resource group rg-core', 'resource group', true],
    ['an existing key vault, and a vm in resource group rg-new', 'resource group', false],
    // Said before it.
    ['we already have a resource group rg-core; add a vm', 'resource group', true],
    ["we've already got the cluster prod-ecs", 'cluster', true],
    ['a secret in our key vault "kv-ops"', 'key vault', true],
    ['a secret in our key vault named "kv-ops"', 'key vault', true],
    // "our" with no name of it is what the user wants built for them.
    ['a vm in our resource group', 'resource group', false],
    ['our hosted zone example.org for the new site', 'hosted zone', false],
  ])('%s (%s) -> %s', (phrase, text, said) => expect(saysExisting(phrase, text)).toBe(said));
});

const run = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format });
const text = (files: { content: string }[]) => files.map((f) => f.content).join('\n');
const errorsOf = async (files: { path: string; content: string }[], format: FormatId) =>
  (await checkFiles(files, format)).filter((d) => d.severity === 'error').map((d) => `${d.code}: ${d.message}`);

describe('what the request already has is looked up, never created', () => {
  it.each<[string, PlatformId, FormatId, RegExp, RegExp]>([
    [
      'an AKS cluster with 2 nodes in the resource group rg-shared-neu we already have',
      'azure',
      'terraform-azurerm',
      /data "azurerm_resource_group" "rg-shared-neu"/,
      /resource "azurerm_resource_group"/,
    ],
    [
      'a storage account stqueues07 (exists) with a storage queue called tasks in it',
      'azure',
      'bicep',
      /'Microsoft\.Storage\/storageAccounts@[\d-]+' existing/,
      /'Microsoft\.Storage\/storageAccounts@[\d-]+' = \{/,
    ],
    [
      'a CNAME record www pointing to app.example.net in our hosted zone example.org',
      'aws',
      'terraform-aws',
      /data "aws_route53_zone" "example_org"[\s\S]*default\s*=\s*"example\.org"/,
      /resource "aws_route53_zone"/,
    ],
    [
      'a Fargate service api on the cluster arn:aws:ecs:eu-west-1:123456789012:cluster/shared in subnets subnet-0aa11bb22 and subnet-0cc33dd44',
      'aws',
      'cloudformation',
      /existing ECS cluster/,
      /AWS::ECS::Cluster/,
    ],
    [
      'a Fargate service api on the cluster arn:aws:ecs:eu-west-1:123456789012:cluster/shared in subnets subnet-0aa11bb22 and subnet-0cc33dd44',
      'aws',
      'terraform-aws',
      /data "aws_ecs_cluster"[\s\S]*cluster_name\s*=/,
      /resource "aws_ecs_cluster"/,
    ],
  ])(
    '%s (%s)',
    async (prompt, platform, format, referred, created) => {
      const r = run(prompt, platform, format);
      expect(text(r.files)).toMatch(referred);
      expect(text(r.files)).not.toMatch(created);
      expect(await errorsOf(r.files, format)).toEqual([]);
    },
    60000,
  );
});
