/**
 * Names given in the shapes engineers write beside the thing's word (issue 24, NAME): after a label
 * ("dataset id x", "with the name x"), after a bracket of what sort the thing is ("function (2nd gen)
 * x"), after a place said between ("a queue in this region called x"), as the name of the service a
 * thing is for ("a log group for the x service"), and a table key named in quotes. Each name reaches
 * the file, and a registry's repository keeps its namespace ("billing/ledger-export"); a plain word
 * in the same places names nothing. Prompts are our own.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generatedResources, of } from './testing/resources';

const nameOf = async (prompt: string, format: FormatId, type: string, path: string) =>
  of(await generatedResources(prompt, format), type).map((r) => at(r.body, path));

describe('a name given after a label or a bracket', () => {
  it.each([
    ['a BigQuery dataset with id weblogs_raw in the US', 'weblogs_raw'],
    ['a BigQuery dataset in the US, dataset id weblogs_raw', 'weblogs_raw'],
  ])('%s', async (prompt, name) => {
    expect(await nameOf(prompt, 'terraform-google', 'google_bigquery_dataset', 'dataset_id')).toEqual([name]);
  });

  it('a function named after the bracket of its generation', async () => {
    const names = await nameOf(
      'cloud function (2nd gen) pdf-thumbs on nodejs 20',
      'terraform-google',
      'google_cloudfunctions2_function',
      'name',
    );
    expect(names).toEqual(['pdf-thumbs']);
  });

  it('a vault with the name given after "with the name"', async () => {
    expect(
      await nameOf(
        'a key vault with the name kv-ledger-07 in westeurope',
        'terraform-azurerm',
        'azurerm_key_vault',
        'name',
      ),
    ).toEqual(['kv-ledger-07']);
  });

  it.each([
    ['a BigQuery dataset with id columns partitioned by day', 'google_bigquery_dataset', 'dataset_id', 'columns'],
    ['cloud function (2nd gen) on python 3.12 with 512 MB', 'google_cloudfunctions2_function', 'name', 'with'],
  ])('%s: a plain word there names nothing', async (prompt, type, path, word) => {
    const names = await nameOf(prompt, 'terraform-google', type, path);
    expect(names.length).toBe(1);
    expect(names).not.toContain(word);
  });
});

describe('a name said after a place between the thing and "called"', () => {
  it.each([
    ['an sqs queue in this region called intake-jobs', 'aws_sqs_queue', 'name', 'intake-jobs'],
    ['a new backup vault in this region called nightly-vault', 'aws_backup_vault', 'name', 'nightly-vault'],
    ['a bucket in the same region named acme-replica-07', 'aws_s3_bucket', 'bucket', 'acme-replica-07'],
  ])('%s', async (prompt, type, path, name) => {
    expect(await nameOf(prompt, 'terraform-aws', type, path)).toEqual([name]);
  });
});

describe('named by the service it is for', () => {
  it('a log group for a service whose name has a hyphen', async () => {
    const names = await nameOf(
      'a log group for the billing-api service',
      'terraform-aws',
      'aws_cloudwatch_log_group',
      'name',
    );
    expect(names).toHaveLength(1);
    expect(String(names[0])).toMatch(/billing-api$/);
  });

  it('ECS on Fargate for a named service names the service and its task family', async () => {
    const resources = await generatedResources('ECS on Fargate for the invoice-sync service, 2 tasks', 'terraform-aws');
    expect(of(resources, 'aws_ecs_service').map((r) => at(r.body, 'name'))).toEqual(['invoice-sync']);
    expect(of(resources, 'aws_ecs_task_definition').map((r) => at(r.body, 'family'))).toEqual(['invoice-sync']);
  });
});

describe('a repository named with its namespace', () => {
  it.each([
    ['an ECR repository billing/ledger-export with immutable tags', 'terraform-aws', 'aws_ecr_repository', 'name'],
    ['an ECR repo billing/ledger-export, scan on push', 'cloudformation', 'AWS::ECR::Repository', 'RepositoryName'],
  ] as const)('%s (%s)', async (prompt, format, type, path) => {
    expect(await nameOf(prompt, format, type, path)).toEqual(['billing/ledger-export']);
  });
});

describe('a table key named in quotes', () => {
  it.each([
    ['a dynamodb table with a partition key named pk and sort key sk', 'pk', 'sk'],
    ['a dynamodb table whose hash key is called "tenant" and range key created_at', 'tenant', 'created_at'],
  ])('%s', async (prompt, hash, range) => {
    const [table] = of(await generatedResources(prompt, 'terraform-aws'), 'aws_dynamodb_table');
    expect([at(table.body, 'hash_key'), at(table.body, 'range_key')]).toEqual([hash, range]);
  });
});
