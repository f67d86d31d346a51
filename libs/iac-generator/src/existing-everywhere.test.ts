/**
 * What the request says the user already has, or names by an identifier (an ARN, a resource id, a
 * service account's email, a Cloud SQL connection name, a subnet id), is referred to on every
 * platform and never created: a Terraform data source, a CloudFormation parameter, an ARM
 * resourceId(), a Bicep `existing` resource, a Kubernetes object by name. The value given is kept
 * as the default, the answer says it is referred to, and no line calls it unsupported. Every
 * answer passes the product's own checker.
 */
import { type GeneratorResult } from './index';
import { generated, of, type Resource } from './testing/resources';

const filesText = (r: GeneratorResult) => r.files.map((f) => f.content).join('\n');
const types = (resources: Resource[]) => new Set(resources.map((r) => r.type));

/** No "not covered" line says referring to an existing thing is unsupported. */
function saysNothingUntrue(r: GeneratorResult): void {
  expect(r.notCovered.filter((l) => /existing/.test(l) && /does not (?:refer to|look up) an existing/.test(l))).toEqual(
    [],
  );
}

describe('terraform-aws: ARNs and ids given are looked up or used, never recreated', () => {
  it('a role by ARN, a certificate by ARN, a secret by ARN and subnets by id', async () => {
    const { result, resources, errors } = await generated(
      'A public ALB on port 443 using certificate arn:aws:acm:eu-west-1:210987654321:certificate/9a8b7c6d-0000-1111-2222-333344445555, ' +
        'placed in subnet-0a1b2c3d4e5f60718 and subnet-0f1e2d3c4b5a69788. ' +
        'A Lambda function called sync-orders that runs as arn:aws:iam::210987654321:role/platform/sync-orders-exec ' +
        'and reads arn:aws:secretsmanager:eu-west-1:210987654321:secret:sync/api-token-Qw12Er',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    const made = types(resources);
    for (const t of ['aws_acm_certificate', 'aws_iam_role', 'aws_secretsmanager_secret', 'aws_subnet', 'aws_vpc'])
      expect([t, made.has(t)]).toEqual([t, false]);
    const text = filesText(result);
    // An ARN given is what refers to it: the function's role is the ARN itself, held by a variable.
    expect(String(of(resources, 'aws_lambda_function')[0]?.body.role)).toMatch(/^\$\{var\.sync-orders-exec_arn\}$/);
    expect(text).toMatch(/default\s*=\s*"arn:aws:iam::210987654321:role\/platform\/sync-orders-exec"/);
    expect(text).toMatch(/default\s*=\s*"arn:aws:secretsmanager:eu-west-1:210987654321:secret:sync\/api-token-Qw12Er"/);
    expect(text).toMatch(/default\s*=\s*"subnet-0a1b2c3d4e5f60718"/);
    // The subnets' VPC is the one they are in, read from them.
    expect(text).toMatch(/data "aws_vpc" "\w+" \{\s*id\s*=\s*data\.aws_subnet\.[\w-]+\.vpc_id/);
    // No data source takes a certificate's ARN: the ARN itself is what the listener uses.
    const listener = of(resources, 'aws_lb_listener').find((l) => l.body.protocol === 'HTTPS');
    expect(String(listener?.body.certificate_arn)).toMatch(/^\$\{var\.\w+\}$/);
    expect(text).toMatch(
      /default\s*=\s*"arn:aws:acm:eu-west-1:210987654321:certificate\/9a8b7c6d-0000-1111-2222-333344445555"/,
    );
    expect(result.explanation).toMatch(/referred to/);
    saysNothingUntrue(result);
  });
});

describe('terraform-aws: a role the user has gets the access the request asks for it', () => {
  it('an inline policy on the existing role, no new role', async () => {
    const { resources, errors } = await generated(
      'A VM reporter that may read from a new S3 bucket report-drops, using our existing IAM role reporter-runtime',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_iam_role')).toEqual([]);
    const policy = of(resources, 'aws_iam_role_policy')[0]?.body ?? {};
    expect(String(policy.role)).toMatch(/data\.aws_iam_role\.reporter-runtime\.name/);
    expect(JSON.stringify(policy.policy)).toMatch(/s3:GetObject/);
  });
});

describe('cloudformation: a role the user has gets the access the request asks for it', () => {
  it('a policy on the existing role, by the name parameter', async () => {
    const { resources, errors } = await generated(
      'A VM reporter that may read from a new S3 bucket report-drops, using our existing IAM role reporter-runtime',
      'cloudformation',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'AWS::IAM::Role')).toEqual([]);
    const policy = of(resources, 'AWS::IAM::Policy')[0]?.body ?? {};
    expect(JSON.stringify(policy)).toMatch(/ReporterRuntimeIamRoleName/);
    expect(JSON.stringify(policy)).toMatch(/s3:GetObject/);
  });
});

describe('cloudformation: an existing one is a parameter holding what was given', () => {
  it('typed subnet and VPC ids, and a topic by name made into its ARN', async () => {
    const { result, resources, errors } = await generated(
      'An internal application load balancer in vpc-0123abcd4567ef890 across subnet-0aa11bb22cc33dd44 and subnet-0ee55ff66aa77bb88. ' +
        'Also a Lambda function notifier that publishes to our existing SNS topic "ops-alerts"',
      'cloudformation',
    );
    expect(errors).toEqual([]);
    const made = types(resources);
    for (const t of ['AWS::EC2::VPC', 'AWS::EC2::Subnet', 'AWS::SNS::Topic'])
      expect([t, made.has(t)]).toEqual([t, false]);
    const text = filesText(result);
    expect(text).toMatch(/Type: AWS::EC2::Subnet::Id\s+Description: [^\n]+\s+Default: subnet-0aa11bb22cc33dd44/);
    expect(text).toMatch(/Type: AWS::EC2::VPC::Id\s+Description: [^\n]+\s+Default: vpc-0123abcd4567ef890/);
    expect(text).toMatch(/Default: ops-alerts/);
    saysNothingUntrue(result);
  });
});

describe('an existing topic still delivers to the new queue subscribed to it', () => {
  it.each(['terraform-aws', 'cloudformation'] as const)('%s', async (format) => {
    const { result, resources, errors } = await generated(
      'A standard SQS queue named ledger-events subscribed to our existing SNS topic "ledger-updates"',
      format,
    );
    expect(errors).toEqual([]);
    const made = types(resources);
    expect(made.has('aws_sns_topic') || made.has('AWS::SNS::Topic')).toBe(false);
    expect(made.has('aws_sns_topic_subscription') || made.has('AWS::SNS::Subscription')).toBe(true);
    expect(made.has('aws_sqs_queue_policy') || made.has('AWS::SQS::QueuePolicy')).toBe(true);
    expect(filesText(result)).toMatch(/ledger-updates/);
    saysNothingUntrue(result);
  });
});

describe('terraform-azurerm, arm, bicep: an existing group, vault or subnet is referred to', () => {
  const prompt =
    'In our existing resource group rg-orders-test, a Key Vault kv-orders-test reachable only through a private endpoint in ' +
    '/subscriptions/0f0f0f0f-1111-2222-3333-444455556666/resourceGroups/rg-hub/providers/Microsoft.Network/virtualNetworks/vnet-hub/subnets/snet-private';

  it('terraform-azurerm: data sources with the names read from the id', async () => {
    const { result, resources, errors } = await generated(prompt, 'terraform-azurerm');
    expect(errors).toEqual([]);
    const made = types(resources);
    for (const t of ['azurerm_resource_group', 'azurerm_subnet', 'azurerm_virtual_network'])
      expect([t, made.has(t)]).toEqual([t, false]);
    const text = filesText(result);
    expect(text).toMatch(/data "azurerm_resource_group"/);
    expect(text).toMatch(/default\s*=\s*"rg-orders-test"/);
    // The subnet's id is what the endpoint needs: the id given, held by a variable; its network's id is read from it.
    expect(String(of(resources, 'azurerm_private_endpoint')[0]?.body.subnet_id)).toMatch(
      /^\$\{var\.snet-private_id\}$/,
    );
    expect(text).toMatch(/default\s*=\s*"\/subscriptions\/[^"]+\/subnets\/snet-private"/);
    expect(text).toMatch(/default\s*=\s*"\/subscriptions\/[^"]+\/virtualNetworks\/vnet-hub"/);
    saysNothingUntrue(result);
  });

  it('arm: no resource for them, parameters with the given values, resourceId() in their group', async () => {
    const { result, errors } = await generated(prompt, 'arm');
    expect(errors).toEqual([]);
    const template = JSON.parse(result.files[0].content) as {
      parameters: Record<string, { defaultValue?: unknown }>;
      resources: { type: string }[];
    };
    const deployed = template.resources.map((r) => r.type);
    expect(deployed).not.toContain('Microsoft.Network/virtualNetworks/subnets');
    expect(deployed).not.toContain('Microsoft.Network/virtualNetworks');
    const defaults = Object.values(template.parameters).map((p) => p.defaultValue);
    expect(defaults).toEqual(expect.arrayContaining(['snet-private', 'vnet-hub', 'rg-hub']));
    expect(result.files[0].content).toMatch(
      /resourceId\(parameters\('\w+ResourceGroup'\), 'Microsoft.Network\/virtualNetworks\/subnets'/,
    );
    expect(result.explanation).toMatch(/existing resource group rg-orders-test \(referred to/);
    saysNothingUntrue(result);
  });

  it('bicep: `existing` resources, scoped to the group the id names', async () => {
    const { result, errors } = await generated(prompt, 'bicep');
    expect(errors).toEqual([]);
    const text = filesText(result);
    expect(text).toMatch(
      /resource \w+ 'Microsoft\.Network\/virtualNetworks\/subnets@[\d-]+' existing = \{[\s\S]*?scope: resourceGroup\(\w+\)/,
    );
    expect(text).not.toMatch(/resource \w+ 'Microsoft\.Network\/virtualNetworks@[\d-]+' = /);
    saysNothingUntrue(result);
  });

  it('bicep: a vault the request says exists is `existing`, never a new vault', async () => {
    const { result, errors } = await generated(
      'A Linux web app team-wiki whose managed identity reads secrets from our existing key vault kv-wiki-shared',
      'bicep',
    );
    expect(errors).toEqual([]);
    const text = filesText(result);
    expect(text).toMatch(/resource \w+ 'Microsoft\.KeyVault\/vaults@[\d-]+' existing = \{\s*name: '\$\{\w+\}'/);
    expect(text).not.toMatch(/'Microsoft\.KeyVault\/vaults@[\d-]+' = /);
    expect(text).toMatch(/= 'kv-wiki-shared'/);
    saysNothingUntrue(result);
  });
});

describe('azure: a namespace the request has is named as written and referred to', () => {
  it.each(['terraform-azurerm', 'bicep'] as const)('%s', async (format) => {
    const { result, resources, errors } = await generated(
      'A Service Bus queue called invoices in our existing Service Bus namespace sb-billing-weu',
      format,
    );
    expect(errors).toEqual([]);
    const text = filesText(result);
    expect(text).toMatch(/'sb-billing-weu'|"sb-billing-weu"/);
    expect(text).not.toMatch(
      /resource "azurerm_servicebus_namespace"|'Microsoft\.ServiceBus\/namespaces@[\d-a-z]+' = /,
    );
    expect(resources.length).toBeGreaterThan(0);
    saysNothingUntrue(result);
  });
});

describe('terraform-google: an email or a connection name is the thing it names, looked up', () => {
  it('a service account by email and a Cloud SQL instance by connection name', async () => {
    const { result, resources, errors } = await generated(
      'A Cloud Run service ledger-api that runs as ledger-runner@fin-tools-prod.iam.gserviceaccount.com and connects to fin-tools-prod:us-central1:ledger-pg',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    const made = types(resources);
    for (const t of ['google_service_account', 'google_sql_database_instance'])
      expect([t, made.has(t)]).toEqual([t, false]);
    const text = filesText(result);
    expect(text).toMatch(/default\s*=\s*"ledger-runner@fin-tools-prod\.iam\.gserviceaccount\.com"/);
    expect(text).toMatch(/default\s*=\s*"fin-tools-prod:us-central1:ledger-pg"/);
    expect(text).toMatch(/service_account\s*=\s*var\.ledger-runner_email/);
    saysNothingUntrue(result);
  });
});

describe('kubernetes: an existing namespace, service account or secret is used by name, not written', () => {
  it.each(['kubernetes-yaml', 'terraform-kubernetes'] as const)('%s', async (format) => {
    const { result, errors } = await generated(
      'A Deployment reports running ghcr.io/acme/reports:3.1 in the existing namespace analytics, under the existing service account reports-reader, with API_KEY from the existing secret reports-keys key api',
      format,
    );
    expect(errors).toEqual([]);
    const text = filesText(result);
    expect(text).not.toMatch(/kind: Namespace|kind: ServiceAccount|"Namespace"|"ServiceAccount"/);
    expect(text).toMatch(/reports-reader/);
    expect(text).toMatch(/namespace\s*[:=]\s*"?analytics/);
    expect(result.explanation).toMatch(/existing Namespace analytics \(referred to/);
    saysNothingUntrue(result);
  });
});
