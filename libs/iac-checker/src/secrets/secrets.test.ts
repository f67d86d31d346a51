/**
 * Secret detection, table-driven per format: every planted secret is reported as an error at its
 * line with the value masked in the message, and references, placeholders, generated passwords and
 * identifiers are not.
 */
import { type FormatId } from '@infragen/contracts';
import { checkFiles, prepareChecks } from '../index';
import { ex, MARK } from '../rules/testing/examples';
import { SECRET_KINDS } from './index';
import { entropy, isPlaceholder, secretName } from './values';

beforeAll(() => prepareChecks(['terraform-aws', 'cloudformation', 'kubernetes-yaml', 'arm', 'bicep']), 30000);

// Secrets written here are made up for the test, split so that no scanner reads this file as leaking them.
const AWS_KEY = 'AKIA' + 'Q3EGXM7RTPW2ZL5N';
const AWS_SECRET = 'wK9x2Lr7' + 'Qz4Vn8Tp3Jm6Hb1Yc5Ds0Fa/Ge+Ru2Ki';
const GITHUB = 'ghp_' + 'R8mK2pQ7xL4vN9tW3zY6bC1dF5gH0jS8aE2u';
const STRIPE = 'sk_live_' + '51Hq8rT2mK9xL4vN7pW3zY6b';
const SLACK_HOOK = 'https://hooks.slack.com/services/' + 'T0A1B2C3D/B4E5F6G7H/x9Y8z7W6v5U4t3S2r1Q0p9o8';
const GOOGLE = 'AIza' + 'SyD8xK2mQ7pL4vN9tW3zY6bC1dF5gH0jS8a';
const TOKEN = 'q7Xv2' + 'Lm9Rk4Tz8Wn3Yp6Bc1Dj5Hs0Fg';
const AZURE_KEY = 'Zm9vYmFy' + 'c2VjcmV0a2V5Zm9yYXp1cmVzdG9yYWdlYWNjb3VudHRlc3QwMTIzNDU2Nzg5YWJjZGVmZ2hpamtsbW==';
const KEY_BODY = 'MIIEowIBAAKCAQEAt3x' + 'Q9kL2mP7vR4nW8zY1bC6dF0gH5jK3sT9uV2xA4eB7iM1oQ8rS6';

interface Case {
  name: string;
  format: FormatId;
  path: string;
  /** Lines marked `#!` are where a secret is written. */
  text: string;
  codes: string[];
}

const CASES: Case[] = [
  {
    name: 'Terraform: provider keys, a password, a token in a local, a private key, a connection string',
    format: 'terraform-aws',
    path: 'main.tf',
    codes: [
      'IG-SEC-001',
      'IG-SEC-002',
      'IG-SEC-020',
      'IG-SEC-004',
      'IG-SEC-003',
      'IG-SEC-014',
      'IG-SEC-021',
      'IG-SEC-023',
    ],
    text: ex`
      provider "aws" {
        region     = "eu-west-1"
        access_key = "${AWS_KEY}" #!
        secret_key = "${AWS_SECRET}" #!
      }
      resource "aws_db_instance" "db" {
        engine         = "postgres"
        instance_class = "db.t4g.micro"
        username       = "app"
        password       = "Sup3r-Secret!" #!
      }
      locals {
        ci_token = "${GITHUB}" #!
        tls_key  = <<-EOF
          -----BEGIN RSA PRIVATE KEY----- #!
          ${KEY_BODY}
          -----END RSA PRIVATE KEY-----
        EOF
      }
      resource "aws_lambda_function" "api" {
        function_name = "api"
        role          = "arn:aws:iam::123456789012:role/api"
        environment {
          variables = {
            DATABASE_URL = "postgres://app:Zx81-pass@db.internal:5432/app" #!
            API_TOKEN    = "${TOKEN}" #!
          }
        }
      }
      variable "signing_secret" {
        sensitive = true
        default   = "rotate-me-2024" #!
      }
    `,
  },
  {
    name: 'Terraform: references, generated passwords, placeholders and identifiers are not secrets',
    format: 'terraform-aws',
    path: 'main.tf',
    codes: [],
    text: ex`
      variable "db_password" {
        type      = string
        sensitive = true
      }
      resource "random_password" "db" {
        length  = 24
        special = true
      }
      resource "aws_db_instance" "db" {
        engine                      = "postgres"
        instance_class              = "db.t4g.micro"
        username                    = "app"
        password                    = random_password.db.result
        manage_master_user_password = true
      }
      resource "aws_db_instance" "replica" {
        engine         = "postgres"
        instance_class = "db.t4g.micro"
        password       = var.db_password
      }
      locals {
        password_length = 16
        secret_name     = "prod/db/password"
        api_token       = "\${var.token_prefix}-suffix"
        admin_password  = "CHANGE_ME"
        example_key     = "AKIAIOSFODNN7EXAMPLE"
        kms_secret_arn  = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod-db-AbCdEf"
        client_secret   = "my-app-client-secret"
      }
    `,
  },
  {
    name: 'CloudFormation YAML: a NoEcho default, a literal password, an environment token, a Slack webhook',
    format: 'cloudformation',
    path: 'template.yaml',
    codes: ['IG-SEC-023', 'IG-SEC-020', 'IG-SEC-021', 'IG-SEC-007'],
    text: ex`
      Parameters:
        DbPassword:
          Type: String
          NoEcho: true
          Default: Welcome2024 #!
      Resources:
        Db:
          Type: AWS::RDS::DBInstance
          Properties:
            Engine: mysql
            DBInstanceClass: db.t4g.micro
            MasterUsername: admin
            MasterUserPassword: plain-text-pass #!
        Task:
          Type: AWS::ECS::TaskDefinition
          Properties:
            ContainerDefinitions:
              - Name: app
                Image: app:1.0.0
                Environment:
                  - Name: PAYMENT_API_KEY
                    Value: ${TOKEN} #!
                  - Name: ALERTS_WEBHOOK
                    Value: ${SLACK_HOOK} #!
    `,
  },
  {
    name: 'CloudFormation: dynamic references, references and NoEcho without default are not secrets',
    format: 'cloudformation',
    path: 'template.yaml',
    codes: [],
    text: ex`
      Parameters:
        DbPassword:
          Type: String
          NoEcho: true
      Resources:
        Db:
          Type: AWS::RDS::DBInstance
          Properties:
            Engine: mysql
            DBInstanceClass: db.t4g.micro
            MasterUsername: admin
            MasterUserPassword: '{{resolve:secretsmanager:prod/db:SecretString:password}}'
        Other:
          Type: AWS::RDS::DBInstance
          Properties:
            Engine: mysql
            DBInstanceClass: db.t4g.micro
            MasterUsername: admin
            MasterUserPassword: !Ref DbPassword
    `,
  },
  {
    name: 'User data and launch scripts: a secret-named shell variable given a literal value',
    format: 'cloudformation',
    path: 'template.yaml',
    codes: ['IG-SEC-020', 'IG-SEC-021'],
    text: ex`
      Resources:
        Web:
          Type: AWS::EC2::Instance
          Properties:
            ImageId: ami-0123456789abcdef0
            UserData: export DATABASE_PASSWORD=Sup3r-Secret! #!
        Template:
          Type: AWS::EC2::LaunchTemplate
          Properties:
            LaunchTemplateData:
              UserData: | #!
                #!/bin/bash
                set -e
                API_TOKEN='${TOKEN}' ./start.sh
    `,
  },
  {
    name: 'User data and launch scripts: values read at run time, placeholders and plain settings are not secrets',
    format: 'cloudformation',
    path: 'template.yaml',
    codes: [],
    text: ex`
      Resources:
        Web:
          Type: AWS::EC2::Instance
          Properties:
            ImageId: ami-0123456789abcdef0
            UserData: |
              #!/bin/bash
              export DB_PASSWORD=$(aws secretsmanager get-secret-value --secret-id prod/db --query SecretString --output text)
              export API_TOKEN="$TOKEN_FROM_SSM"
              export ADMIN_PASSWORD=changeme
              export GREETING=hello PASSWORD_LENGTH=32
              mysql --password="$DB_PASSWORD" -e 'select 1'
    `,
  },
  {
    name: 'Terraform: a password in an ECS task environment written as a JSON heredoc',
    format: 'terraform-aws',
    path: 'main.tf',
    codes: ['IG-SEC-020'],
    text: ex`
      resource "aws_ecs_task_definition" "app" {
        family = "app"
        container_definitions = <<JSON #!
      [
        {
          "name": "app",
          "image": "nginx:1.27",
          "environment": [
            { "name": "ENVIRONMENT", "value": "production" },
            { "name": "DATABASE_PASSWORD", "value": "Sup3r-Secret!" }
          ],
          "secrets": [{ "name": "API_TOKEN", "valueFrom": "arn:aws:ssm:eu-west-1:123456789012:parameter/app/token" }]
        }
      ]
      JSON
      }
    `,
  },
  {
    name: 'CloudFormation JSON: a Stripe key in an environment variable',
    format: 'cloudformation',
    path: 'template.json',
    codes: ['IG-SEC-008'],
    text: ex`
      {
        "Resources": {
          "Fn": {
            "Type": "AWS::Lambda::Function",
            "Properties": {
              "Runtime": "nodejs20.x",
              "Handler": "index.handler",
              "Role": "arn:aws:iam::123456789012:role/fn",
              "Code": { "ZipFile": "exports.handler = async () => 1;" },
              "Environment": { "Variables": { "STRIPE_KEY": "${STRIPE}" } } #!
            }
          }
        }
      }
    `,
  },
  {
    name: 'Kubernetes: Secret data written in the manifest, a password in an environment variable',
    format: 'kubernetes-yaml',
    path: 'manifests.yaml',
    codes: ['IG-SEC-022', 'IG-SEC-022', 'IG-SEC-020'],
    text: ex`
      apiVersion: v1
      kind: Secret
      metadata:
        name: app
      type: Opaque
      stringData:
        API_KEY: live-key-9f8e7d #!
      data:
        DB_PASSWORD: aHVudGVyMi1wYXNzd29yZA== #!
      ---
      apiVersion: v1
      kind: Pod
      metadata:
        name: app
      spec:
        containers:
          - name: app
            image: app:1.0.0
            env:
              - name: DB_PASSWORD
                value: hunter2-pass #!
              - name: API_KEY
                valueFrom:
                  secretKeyRef:
                    name: app
                    key: API_KEY
    `,
  },
  {
    name: 'Kubernetes: placeholders in a Secret, as the built-in generator writes them, are not secrets',
    format: 'kubernetes-yaml',
    path: 'manifests.yaml',
    codes: [],
    text: ex`
      apiVersion: v1
      kind: Secret
      metadata:
        name: app
      type: Opaque
      stringData:
        APP_SECRET: \${APP_SECRET_APP_SECRET}
        DB_PASSWORD: <password>
    `,
  },
  {
    name: 'ARM: a securestring default, a literal administrator password, a storage account key',
    format: 'arm',
    path: 'azuredeploy.json',
    codes: ['IG-SEC-023', 'IG-SEC-020', 'IG-SEC-013'],
    text: ex`
      {
        "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
        "contentVersion": "1.0.0.0",
        "parameters": {
          "adminPassword": { "type": "securestring", "defaultValue": "Azure-Pass-123" }, #!
          "sqlPassword": { "type": "securestring" }
        },
        "resources": [
          {
            "type": "Microsoft.Sql/servers",
            "apiVersion": "2025-01-01",
            "name": "acme-sql",
            "location": "westeurope",
            "properties": {
              "administratorLogin": "dba",
              "administratorLoginPassword": "P@ssw0rd-1234" #!
            }
          },
          {
            "type": "Microsoft.Web/sites",
            "apiVersion": "2024-11-01",
            "name": "acme-web",
            "location": "westeurope",
            "properties": {
              "siteConfig": {
                "appSettings": [
                  { "name": "STORAGE", "value": "DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=${AZURE_KEY};EndpointSuffix=core.windows.net" } #!
                ]
              }
            }
          },
          {
            "type": "Microsoft.Sql/servers",
            "apiVersion": "2025-01-01",
            "name": "other-sql",
            "location": "westeurope",
            "properties": {
              "administratorLogin": "dba",
              "administratorLoginPassword": "[parameters('sqlPassword')]"
            }
          }
        ]
      }
    `,
  },
  {
    name: 'Bicep: a @secure() default, a literal password, a Google API key',
    format: 'bicep',
    path: 'main.bicep',
    codes: ['IG-SEC-023', 'IG-SEC-020', 'IG-SEC-009'],
    text: ex`
      @secure()
      param adminPassword string = 'Bicep-Pass-42' #!

      @secure()
      param sqlPassword string

      resource sql 'Microsoft.Sql/servers@2025-01-01' = {
        name: 'acme-sql'
        location: 'westeurope'
        properties: {
          administratorLogin: 'dba'
          administratorLoginPassword: 'Literal-Pass-9' #!
        }
      }

      var mapsKey = '${GOOGLE}' #!

      resource other 'Microsoft.Sql/servers@2025-01-01' = {
        name: 'other-sql'
        location: 'westeurope'
        properties: {
          administratorLogin: 'dba'
          administratorLoginPassword: sqlPassword
        }
      }
    `,
  },
];

function file(text: string) {
  const lines = text.split('\n');
  return {
    content: lines.map((l) => l.replace(MARK, '')).join('\n'),
    marked: lines.flatMap((l, i) => (MARK.test(l) ? [i + 1] : [])),
  };
}

describe('secret detection', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { content, marked } = file(c.text);
    const found = (await checkFiles([{ path: c.path, content }], c.format)).filter((d) => d.code.startsWith('IG-SEC-'));
    expect(found.map((d) => d.line).sort((a, b) => a - b)).toEqual(marked);
    expect(found.map((d) => d.code).sort()).toEqual([...c.codes].sort());
    for (const d of found) {
      expect(d.severity).toBe('error');
      expect(SECRET_KINDS.has(d.code)).toBe(true);
      expect(d.fixHint?.length).toBeGreaterThan(20);
      // The secret itself never appears in the finding: only its first characters, or nothing.
      const line = content.split('\n')[d.line - 1];
      const secrets = line.match(/[A-Za-z0-9+/_=@!-]{8,}/g) ?? [];
      for (const s of secrets.filter((s) => s.length >= 12 && /\d/.test(s) && /[A-Za-z]/.test(s)))
        expect(d.message).not.toContain(s);
    }
  });

  it('reads secret-looking names by their last word', () => {
    expect(secretName('administrator_login_password')).toBe('password');
    expect(secretName('MasterUserPassword')).toBe('password');
    expect(secretName('client-secret')).toBe('secret');
    expect(secretName('STRIPE_API_KEY')).toBe('secret');
    expect(secretName('password_length')).toBeUndefined();
    expect(secretName('secret_name')).toBeUndefined();
    expect(secretName('disable_password_authentication')).toBeUndefined();
    expect(secretName('key')).toBeUndefined();
  });

  it('knows placeholders and measures randomness', () => {
    for (const p of [
      '${DB_PASSWORD}',
      'CHANGE_ME',
      'changeme',
      '<password>',
      'your-password-here',
      'xxxxxxxx',
      '{{resolve:ssm:/x}}',
      '$(TOKEN)',
    ])
      expect(isPlaceholder(p)).toBe(true);
    expect(isPlaceholder('hunter2-pass')).toBe(false);
    expect(entropy('aaaaaaaa')).toBe(0);
    expect(entropy(TOKEN)).toBeGreaterThan(4);
  });
});
