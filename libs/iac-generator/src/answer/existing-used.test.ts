import { lookupUsed } from './existing-used';

describe('whether a lookup of an existing resource is used by what was written', () => {
  it.each<[string, string[], string, string | undefined, boolean | undefined]>([
    ['a data source read', ['data.aws_iam_role.exec'], 'role = data.aws_iam_role.exec.arn', undefined, true],
    [
      'a data source only declared',
      ['data.aws_iam_role.exec'],
      'data "aws_iam_role" "exec" {\n  name = "x"\n}',
      undefined,
      false,
    ],
    [
      'a variable read',
      ['var.secret_arn (existing, referred to)'],
      'variable "secret_arn" {}\nx = var.secret_arn',
      undefined,
      true,
    ],
    [
      'a variable only declared',
      ['var.secret_arn (existing, referred to)'],
      'variable "secret_arn" {}\nx = var.secret_arn_2',
      undefined,
      false,
    ],
    [
      'a CloudFormation parameter referred to',
      ['parameter TopicArn'],
      'TopicArn:\n  Type: String\nTopic: !Ref TopicArn',
      undefined,
      true,
    ],
    ['a CloudFormation parameter only declared', ['parameter TopicArn'], 'TopicArn:\n  Type: String', undefined, false],
    [
      'a Bicep existing resource nothing uses',
      ['Microsoft.KeyVault/vaults/kv-keys (existing, referred to)'],
      "param kvName string = 'kv-keys'\nresource kv 'Microsoft.KeyVault/vaults@2023-07-01' existing = {\n  name: '${kvName}'\n}",
      'kv-keys',
      false,
    ],
    [
      'a Bicep existing resource used',
      ['Microsoft.KeyVault/vaults/kv-keys (existing, referred to)'],
      "param kvName string = 'kv-keys'\nresource kv 'Microsoft.KeyVault/vaults@2023-07-01' existing = {\n  name: '${kvName}'\n}\nkeyVaultUri: kv.properties.vaultUri",
      'kv-keys',
      true,
    ],
    [
      'a spelling that does not tell',
      ['Microsoft.Network/virtualNetworks/vnet-hub (existing, referred to)'],
      '{}',
      'vnet-hub',
      undefined,
    ],
  ])('%s', (_, produced, content, name, used) => {
    expect(lookupUsed(produced, content, name)).toBe(used);
  });
});
