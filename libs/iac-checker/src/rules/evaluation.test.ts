/**
 * Values are worked out before a rule judges them, in every format: Terraform variables (tfvars
 * first, then defaults) and locals, CloudFormation parameters behind `Ref` and `Fn::Sub`, ARM
 * parameters and variables, Bicep parameters, variables and conditions. A value that cannot be
 * worked out (a reference to another resource, a parameter without default) is never reported.
 */
import { type FormatId } from '@infragen/contracts';
import { checkFiles, prepareChecks } from '../index';
import { ex } from './testing/examples';

beforeAll(() => prepareChecks(['terraform-aws', 'cloudformation', 'arm', 'bicep']), 30000);

const lines = async (files: { path: string; content: string }[], format: FormatId, code: string) =>
  (await checkFiles(files, format)).filter((d) => d.code === code).map((d) => `${d.file}:${d.line}`);

const PUBLIC_DB = ex`
  variable "public" {
    type    = bool
    default = false
  }
  locals {
    exposed = var.public
  }
  resource "aws_db_instance" "db" {
    engine                      = "postgres"
    instance_class              = "db.t4g.micro"
    username                    = "app"
    manage_master_user_password = true
    publicly_accessible         = local.exposed
  }
  resource "aws_db_instance" "other" {
    engine                      = "postgres"
    instance_class              = "db.t4g.micro"
    username                    = "app"
    manage_master_user_password = true
    publicly_accessible         = aws_db_instance.db.publicly_accessible
  }
`;

describe('values are worked out before a rule judges them', () => {
  it('Terraform: a variable through a local, its default or the value a tfvars file gives it', async () => {
    expect(await lines([{ path: 'main.tf', content: PUBLIC_DB }], 'terraform-aws', 'IG-AWS-016')).toEqual([]);
    const withTfvars = [
      { path: 'main.tf', content: PUBLIC_DB },
      { path: 'terraform.tfvars', content: 'public = true\n' },
    ];
    // The value of another resource's attribute is unknown: only the first database is reported.
    expect(await lines(withTfvars, 'terraform-aws', 'IG-AWS-016')).toEqual(['main.tf:13']);
  });

  it('CloudFormation: Ref to a parameter with a default, and Fn::Sub over parameters', async () => {
    const template = ex`
      Parameters:
        Acl:
          Type: String
          Default: PublicRead
        Other:
          Type: String
      Resources:
        Site:
          Type: AWS::S3::Bucket
          Properties:
            AccessControl: !Ref Acl
        Unknown:
          Type: AWS::S3::Bucket
          Properties:
            AccessControl: !Ref Other
        Sub:
          Type: AWS::S3::Bucket
          Properties:
            AccessControl: !Sub '\${Acl}Write'
    `;
    expect(await lines([{ path: 'template.yaml', content: template }], 'cloudformation', 'IG-AWS-012')).toEqual([
      'template.yaml:11',
      'template.yaml:19',
    ]);
  });

  it('ARM: parameters() with a default value and variables()', async () => {
    const container = (name: string, access: string) => ({
      type: 'Microsoft.Storage/storageAccounts/blobServices/containers',
      apiVersion: '2026-04-01',
      name: `acme/default/${name}`,
      properties: { publicAccess: access },
    });
    const template = JSON.stringify(
      {
        $schema: 'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#',
        contentVersion: '1.0.0.0',
        parameters: { access: { type: 'string', defaultValue: 'Blob' }, given: { type: 'string' } },
        variables: { open: 'Container' },
        resources: [
          container('a', "[parameters('access')]"),
          container('b', "[variables('open')]"),
          container('c', "[parameters('given')]"),
        ],
      },
      null,
      2,
    );
    const found = await lines([{ path: 'azuredeploy.json', content: template }], 'arm', 'IG-AZR-005');
    expect(found).toHaveLength(2);
  });

  it('Bicep: parameters, variables and a condition with a known value', async () => {
    const bicep = ex`
      param production bool = false
      var access = production ? 'None' : 'Blob'
      param given string

      resource files 'Microsoft.Storage/storageAccounts/blobServices/containers@2026-04-01' = {
        name: 'acme/default/files'
        properties: {
          publicAccess: access
        }
      }

      resource other 'Microsoft.Storage/storageAccounts/blobServices/containers@2026-04-01' = {
        name: 'acme/default/other'
        properties: {
          publicAccess: given
        }
      }
    `;
    expect(await lines([{ path: 'main.bicep', content: bicep }], 'bicep', 'IG-AZR-005')).toEqual(['main.bicep:8']);
  });
});
