/**
 * A name the request gives is written verbatim as that resource's name: a plain word or an
 * identifier right after the kind's word (streams, instances, namespaces, trails, identities), a
 * name written as a path, and the id a catalogue type is named by; a describing compound after the
 * name ("named x, multi-region") is a setting, never a second name.
 */
import { generated, of } from '../testing/resources';

const nameOf = async (prompt: string, format: Parameters<typeof generated>[1], type: string, attr = 'name') => {
  const { resources } = await generated(prompt, format);
  return of(resources, type).map((r) => r.body[attr]);
};

describe('names given after the kind word are written', () => {
  it.each([
    ['a kinesis stream telemetry with 2 shards, records kept 3 days', 'aws_kinesis_stream', 'telemetry'],
    ['an ECS cluster with a kinesis stream audit-feed for its logs', 'aws_kinesis_stream', 'audit-feed'],
  ])('%s', async (prompt, type, name) => {
    expect(await nameOf(prompt, 'terraform-aws', type)).toEqual([name]);
  });

  it('names a Spanner instance by the plain word after "instance"', async () => {
    expect(
      await nameOf(
        'spanner instance catalogue in regional-europe-west1 with 200 processing units, database items',
        'terraform-google',
        'google_spanner_instance',
      ),
    ).toEqual(['catalogue']);
  });

  it.each([
    ['Event Hubs namespace ehns-metrics-dev, Standard tier', 'azurerm_eventhub_namespace', 'ehns-metrics-dev'],
    [
      'Service Bus namespace sbns-billing, Standard tier, with a topic invoices',
      'azurerm_servicebus_namespace',
      'sbns-billing',
    ],
    [
      'a user-assigned identity id-build-agent for the nightly jobs',
      'azurerm_user_assigned_identity',
      'id-build-agent',
    ],
  ])('%s', async (prompt, type, name) => {
    expect(await nameOf(prompt, 'terraform-azurerm', type)).toEqual([name]);
  });

  it('names a CloudTrail trail by the identifier after "trail"', async () => {
    const { resources } = await generated('cloudtrail trail security-trail, logging to a new bucket', 'cloudformation');
    expect(of(resources, 'AWS::CloudTrail::Trail').map((r) => r.body.TrailName)).toEqual(['security-trail']);
  });
});

describe('one name, then what is said of the thing', () => {
  it('reads "named x, multi-region" as one trail named x', async () => {
    expect(
      await nameOf('a cloudtrail trail named edge-trail, multi-region', 'terraform-aws', 'aws_cloudtrail'),
    ).toEqual(['edge-trail']);
  });
});

describe('names written as paths', () => {
  it('keeps a secret name with slashes whole, as its name rather than a prefix', async () => {
    const { resources } = await generated(
      'a secrets manager secret for the webhook signing key, name it payments/hooks/signing-key',
      'terraform-aws',
    );
    expect(of(resources, 'aws_secretsmanager_secret').map((r) => [r.body.name, r.body.name_prefix])).toEqual([
      ['payments/hooks/signing-key', undefined],
    ]);
  });

  it('keeps a parameter name written as a path as written', async () => {
    expect(
      await nameOf(
        'an ssm parameter named /shop/prod/api-url holding https://api.shop.io',
        'terraform-aws',
        'aws_ssm_parameter',
      ),
    ).toEqual(['/shop/prod/api-url']);
    const { resources } = await generated('an SSM parameter called team/ci/runner-token', 'cloudformation');
    expect(of(resources, 'AWS::SSM::Parameter').map((r) => r.body.Name)).toEqual(['team/ci/runner-token']);
  });

  it('writes no prefix of its own when the secret has no name', async () => {
    const { resources } = await generated('a secrets manager secret for the db password', 'terraform-aws');
    expect(of(resources, 'aws_secretsmanager_secret')[0].body.name).toBeUndefined();
  });
});

describe('the id a catalogue type is named by', () => {
  it('writes the name given as the cluster id, also when a place follows the name', async () => {
    expect(
      await nameOf(
        'an alloydb cluster named alloy-payments in us-east1',
        'terraform-google',
        'google_alloydb_cluster',
        'cluster_id',
      ),
    ).toEqual(['alloy-payments']);
  });
});

describe('a part its kind writes, named', () => {
  it('names the vault an AWS Backup plan writes by the name given to the vault', async () => {
    const prompt = 'AWS Backup:\n- vault ledger-vault encrypted with our own KMS key\n- weekly backups kept 120 days';
    const tf = await generated(prompt, 'terraform-aws');
    expect(of(tf.resources, 'aws_backup_vault').map((r) => r.body.name)).toEqual(['ledger-vault']);
    const cfn = await generated(prompt, 'cloudformation');
    expect(of(cfn.resources, 'AWS::Backup::BackupVault').map((r) => r.body.BackupVaultName)).toEqual(['ledger-vault']);
  });
});

describe('an existing thing given by name keeps its name', () => {
  it('holds the name of an existing S3 bucket as the default of its parameter in CloudFormation', async () => {
    const { result } = await generated(
      'a firehose delivery stream writing into our existing bucket clickdata-landing',
      'cloudformation',
    );
    const template = result.files.map((f) => f.content).join('\n');
    expect(template).toMatch(/Default: clickdata-landing/);
    expect(template).toMatch(/arn:\$\{AWS::Partition\}:s3:::\$\{\w+\}/);
  });
});

describe('the Google Cloud project named', () => {
  it.each([
    ['a pubsub topic invoices-out in GCP project billing-prod-3', 'billing-prod-3'],
    ['a Cloud DNS zone for corp.example.io in project acme-dns', 'acme-dns'],
    ['a storage bucket with versioning, project id: lake-dev-01', 'lake-dev-01'],
  ])('%s', async (prompt, id) => {
    const { result } = await generated(prompt, 'terraform-google');
    const vars = result.files.find((f) => f.path.endsWith('variables.tf'))?.content ?? '';
    expect(vars).toMatch(new RegExp(`variable "project_id" \\{[^}]*default\\s*=\\s*"${id}"`));
    expect(result.notRead ?? []).toEqual([]);
  });

  it('gives no default when no project id is named', async () => {
    const { result } = await generated('a storage bucket for my project with versioning', 'terraform-google');
    const vars = result.files.find((f) => f.path.endsWith('variables.tf'))?.content ?? '';
    expect(vars).not.toMatch(/variable "project_id" \{[^}]*default/);
  });
});

describe('a setting read inside a name leaves it a name', () => {
  it.each([
    ['an application load balancer edge-alb in two public subnets', 'terraform-aws', 'aws_lb', 'edge-alb'],
    ['an azure cache for redis redis-carts, standard C1', 'terraform-azurerm', 'azurerm_redis_cache', 'redis-carts'],
    ['a kms key billing-key with rotation', 'terraform-aws', 'aws_kms_key', undefined],
  ])('%s', async (prompt, format, type, name) => {
    const { resources, result } = await generated(prompt, format as 'terraform-aws');
    expect(of(resources, type).length).toBe(1);
    if (name) expect(of(resources, type)[0].body.name).toBe(name);
    else expect(result.files.map((f) => f.content).join('\n')).toContain('billing-key');
  });
});

describe('a name given in other words', () => {
  it.each([
    'an s3 bucket with the name invoice-scans and versioning',
    'an s3 bucket whose name is invoice-scans',
    'an s3 bucket with versioning, use invoice-scans as the name',
    'create the invoice-scans bucket with versioning',
    'a versioned bucket called "invoice-scans"',
  ])('%s', async (prompt) => {
    const { resources } = await generated(prompt, 'terraform-aws');
    expect(of(resources, 'aws_s3_bucket').map((r) => r.body.bucket)).toEqual(['invoice-scans']);
  });

  it('names a Lambda function by the identifier after "lambda"', async () => {
    const { resources } = await generated('a lambda pdf-render on python3.12 with 512 MB of memory', 'terraform-aws');
    expect(of(resources, 'aws_lambda_function').map((r) => r.body.function_name)).toEqual(['pdf-render']);
  });
});
