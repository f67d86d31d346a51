import { readArm } from '../../scripts/eval/read/arm';
import { readBicep } from '../../scripts/eval/read/bicep';
import { readCloudFormation } from '../../scripts/eval/read/cloudformation';
import { readHcl } from '../../scripts/eval/read/hcl';
import { readKubernetes } from '../../scripts/eval/read/kubernetes';
import { kindOfTerraformType } from '../../scripts/eval/read/kubernetes-kinds';
import { type ReadResult } from '../../scripts/eval/types';

const types = (r: ReadResult) => r.resources.map((x) => x.views.map((v) => v.type).join('='));
const body = (r: ReadResult, type: string) =>
  r.resources.find((x) => x.views.some((v) => v.type === type))!.views.find((v) => v.type === type)!.body;

describe('reading the resources of each format', () => {
  it('reads Terraform blocks with variable defaults and locals in place, and counts', async () => {
    const read = await readHcl([
      {
        path: 'main.tf',
        content: [
          'variable "runtime" {',
          '  default = "nodejs20.x"',
          '}',
          'locals {',
          '  prefix = "orders"',
          '}',
          'resource "aws_lambda_function" "fn" {',
          '  runtime       = var.runtime',
          '  function_name = "${local.prefix}-worker"',
          '}',
          'resource "aws_subnet" "private" {',
          '  count = 3',
          '}',
        ].join('\n'),
      },
      { path: 'README.md', content: 'not HCL' },
    ]);
    expect(read.parses).toBe(true);
    expect(types(read)).toEqual(['aws_lambda_function', 'aws_subnet']);
    expect(body(read, 'aws_lambda_function')).toMatchObject({ runtime: 'nodejs20.x', function_name: 'orders-worker' });
    expect(read.resources[1].instances).toBe(3);
  });

  it('reports HCL that does not parse', async () => {
    const read = await readHcl([{ path: 'main.tf', content: 'resource "aws_s3_bucket" "b" {' }]);
    expect(read.parses).toBe(false);
    expect(read.errors[0]).toMatch(/^main\.tf: /);
  });

  it('gives kubernetes provider resources their kind, manifests included', async () => {
    const read = await readHcl([
      {
        path: 'main.tf',
        content: [
          'resource "kubernetes_deployment_v1" "a" {',
          '  spec {',
          '    replicas = 2',
          '  }',
          '}',
          'resource "kubernetes_manifest" "b" {',
          '  manifest = {',
          '    kind = "HorizontalPodAutoscaler"',
          '    spec = { maxReplicas = 6 }',
          '  }',
          '}',
        ].join('\n'),
      },
    ]);
    expect(types(read)).toEqual(['kubernetes_deployment_v1=Deployment', 'kubernetes_manifest=HorizontalPodAutoscaler']);
    expect(body(read, 'HorizontalPodAutoscaler')).toEqual({
      kind: 'HorizontalPodAutoscaler',
      spec: { maxReplicas: 6 },
    });
    expect(kindOfTerraformType('kubernetes_daemonset')).toBe('DaemonSet');
    expect(kindOfTerraformType('kubernetes_cron_job_v1')).toBe('CronJob');
    expect(kindOfTerraformType('aws_s3_bucket')).toBeUndefined();
  });

  it('reads CloudFormation YAML with short-form tags and parameter defaults', () => {
    const read = readCloudFormation([
      {
        path: 'template.yaml',
        content: [
          'Parameters:',
          '  Runtime:',
          '    Type: String',
          '    Default: python3.12',
          'Resources:',
          '  Fn:',
          '    Type: AWS::Lambda::Function',
          '    Properties:',
          '      Runtime: !Ref Runtime',
          '      Role: !GetAtt Role.Arn',
          '      FunctionName: !Sub "${Runtime}-fn"',
          '  Role:',
          '    Type: AWS::IAM::Role',
        ].join('\n'),
      },
    ]);
    expect(read.parses).toBe(true);
    expect(types(read)).toEqual(['AWS::Lambda::Function', 'AWS::IAM::Role']);
    expect(body(read, 'AWS::Lambda::Function')).toEqual({
      Runtime: 'python3.12',
      Role: { 'Fn::GetAtt': ['Role', 'Arn'] },
      FunctionName: 'python3.12-fn',
    });
  });

  it('reads ARM child resources under their full type, with parameters files winning over defaults', () => {
    const template = {
      parameters: { sku: { type: 'string', defaultValue: 'S0' }, tier: { type: 'string', defaultValue: 'Basic' } },
      variables: { dbName: 'inventory' },
      resources: [
        {
          type: 'Microsoft.Sql/servers',
          name: 'sql',
          resources: [
            {
              type: 'databases',
              name: "[variables('dbName')]",
              sku: { name: "[parameters('sku')]", tier: "[parameters('tier')]" },
            },
          ],
        },
        { type: 'Microsoft.Network/publicIPAddresses', name: 'ip', copy: { name: 'ips', count: 2 } },
      ],
    };
    const read = readArm([
      { path: 'azuredeploy.json', content: JSON.stringify(template) },
      { path: 'azuredeploy.parameters.json', content: JSON.stringify({ parameters: { sku: { value: 'S1' } } }) },
    ]);
    expect(types(read)).toEqual([
      'Microsoft.Sql/servers',
      'Microsoft.Sql/servers/databases',
      'Microsoft.Network/publicIPAddresses',
    ]);
    expect(body(read, 'Microsoft.Sql/servers/databases')).toMatchObject({
      name: 'inventory',
      sku: { name: 'S1', tier: 'Basic' },
    });
    expect(read.resources[2].instances).toBe(2);
    expect(readArm([{ path: 'a.json', content: '{ "resources": [' }]).parses).toBe(false);
  });

  it('reads an ARM resourceId() of literals and parameters as the id it makes', () => {
    const template = {
      parameters: { rg: { type: 'string', defaultValue: 'rg-net' }, vnet: { type: 'string', defaultValue: 'vnet-a' } },
      resources: [
        {
          type: 'Microsoft.Web/sites',
          name: 'app',
          properties: {
            virtualNetworkSubnetId:
              "[resourceId(parameters('rg'), 'Microsoft.Network/virtualNetworks/subnets', parameters('vnet'), 'snet-x')]",
            // An argument with no known value is left as written.
            serverFarmId: "[resourceId('Microsoft.Web/serverfarms', parameters('plan'))]",
          },
        },
      ],
    };
    const read = readArm([{ path: 'azuredeploy.json', content: JSON.stringify(template) }]);
    expect(body(read, 'Microsoft.Web/sites')).toMatchObject({
      properties: {
        virtualNetworkSubnetId:
          '/resourceGroups/rg-net/providers/Microsoft.Network/virtualNetworks/vnet-a/subnets/snet-x',
        serverFarmId: "[resourceId('Microsoft.Web/serverfarms', parameters('plan'))]",
      },
    });
  });

  it('reads Bicep declarations: params, nested children, loops, conditions, existing references', () => {
    const read = readBicep([
      {
        path: 'main.bicep',
        content: [
          '// A comment',
          "@description('SKU of the plan')",
          "param sku string = 'B1'",
          "var prefix = 'app'",
          "resource existingVnet 'Microsoft.Network/virtualNetworks@2023-05-01' existing = {",
          "  name: 'shared'",
          '}',
          "resource server 'Microsoft.Sql/servers@2023-05-01-preview' = {",
          "  name: '${prefix}-sql'",
          '  location: resourceGroup().location',
          "  resource db 'databases' = {",
          "    name: 'orders'",
          '    sku: {',
          '      name: sku',
          '    }',
          '  }',
          '}',
          "resource ips 'Microsoft.Network/publicIPAddresses@2023-05-01' = [for i in range(0, 3): {",
          "  name: 'ip-${i}'",
          "  zones: [ '1', '2' ]",
          '}]',
          "resource plan 'Microsoft.Web/serverfarms@2023-01-01' = if (sku != 'F1') {",
          "  name: 'plan'",
          '  sku: { name: sku, capacity: 2 }',
          '  properties: { reserved: true }',
          '}',
          'output name string = server.name',
        ].join('\n'),
      },
    ]);
    expect(read.errors).toEqual([]);
    expect(types(read)).toEqual([
      'Microsoft.Sql/servers/databases',
      'Microsoft.Sql/servers',
      'Microsoft.Network/publicIPAddresses',
      'Microsoft.Web/serverfarms',
    ]);
    expect(body(read, 'Microsoft.Sql/servers')).toMatchObject({
      name: 'app-sql',
      location: { expr: 'resourceGroup().location' },
    });
    expect(body(read, 'Microsoft.Sql/servers/databases')).toEqual({ name: 'orders', sku: { name: 'B1' } });
    expect(read.resources[2].instances).toBe(3);
    expect(body(read, 'Microsoft.Network/publicIPAddresses')).toEqual({ name: 'ip-${i}', zones: ['1', '2'] });
    expect(body(read, 'Microsoft.Web/serverfarms')).toEqual({
      name: 'plan',
      sku: { name: 'B1', capacity: 2 },
      properties: { reserved: true },
    });
  });

  it('reports Bicep it cannot read, with the line', () => {
    const read = readBicep([
      {
        path: 'main.bicep',
        content: "param a string = 'x'\nresource r 'Microsoft.Web/sites@2023-01-01' = {\n  name: 'unclosed\n}",
      },
    ]);
    expect(read.parses).toBe(false);
    expect(read.errors[0]).toMatch(/^main\.bicep: line 3: a string is never closed/);
  });

  it('reads every Kubernetes document, opening Lists', () => {
    const read = readKubernetes([
      {
        path: 'manifests.yaml',
        content: [
          'apiVersion: apps/v1',
          'kind: Deployment',
          'metadata: { name: web }',
          'spec: { replicas: 3 }',
          '---',
          'apiVersion: v1',
          'kind: List',
          'items:',
          '  - { apiVersion: v1, kind: Service, metadata: { name: web } }',
          '---',
        ].join('\n'),
      },
    ]);
    expect(types(read)).toEqual(['Deployment', 'Service']);
    expect(readKubernetes([{ path: 'bad.yaml', content: 'kind: Deployment\n  spec: [' }]).parses).toBe(false);
  });
});
