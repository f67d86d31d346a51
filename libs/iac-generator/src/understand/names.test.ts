/**
 * Names given to components in every cloud: quoted or after "named"/"called", unquoted right after
 * the component's word ("bucket media-assets", "table invoices with ..."), and by the service a
 * component serves ("a log group for the search service"). Things named inside a product are its
 * children, with their names.
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const read = (prompt: string, cloud: Cloud) =>
  understand(prompt, cloud).mentions.map((m) => ({ kind: m.kind, names: m.names }));

describe('a name attaches to the component it follows', () => {
  it.each<[string, Cloud, { kind: string; names: string[] }[]]>([
    [
      'A Kinesis stream named "clicks" feeding a Lambda called enricher',
      'aws',
      [
        { kind: 'aws.kinesis_stream', names: ['clicks'] },
        { kind: 'aws.lambda_function', names: ['enricher'] },
      ],
    ],
    [
      "a key vault 'kv-payroll' and a storage account 'payrollfiles'",
      'azure',
      [
        { kind: 'azure.key_vault', names: ['kv-payroll'] },
        { kind: 'azure.storage_account', names: ['payrollfiles'] },
      ],
    ],
    [
      'a deployment called checkout and a config map named checkout-env',
      'k8s',
      [
        { kind: 'k8s.deployment', names: ['checkout'] },
        { kind: 'k8s.config_map', names: ['checkout-env'] },
      ],
    ],
    [
      "an Event Bridge rule 'purge-temp' targeting an SQS queue",
      'aws',
      [
        { kind: 'aws.cloudwatch_event_rule', names: ['purge-temp'] },
        { kind: 'aws.sqs_queue', names: [] },
      ],
    ],
  ])('%s', (prompt, cloud, expected) => {
    expect(read(prompt, cloud)).toEqual(expected);
  });
});

describe('an unquoted name right after the component word', () => {
  it('an identifier is a name, and its words are not components', () => {
    expect(read('An S3 bucket media-logs-archive in us-east-2', 'aws')).toEqual([
      { kind: 'aws.s3_bucket', names: ['media-logs-archive'] },
    ]);
    expect(read('a resource group rg-billing-prod in West Europe', 'azure')).toEqual([
      { kind: 'azure.resource_group', names: ['rg-billing-prod'] },
    ]);
    expect(read('a GCS bucket ml_artifacts_2024', 'gcp')).toEqual([
      { kind: 'gcp.storage_bucket', names: ['ml_artifacts_2024'] },
    ]);
  });

  it('a plain word after a store of named things is its name when the phrase goes on', () => {
    expect(read('A DynamoDB table customers with point in time recovery', 'aws')).toEqual([
      { kind: 'aws.dynamodb_table', names: ['customers'] },
    ]);
    expect(read('an SQS queue alerts, and a Lambda that drains it', 'aws').map((m) => m.kind)).toEqual([
      'aws.sqs_queue',
      'aws.lambda_function',
    ]);
  });

  it('a compound, a description or a region after the word is not a name', () => {
    expect(read('An S3 bucket policy for the bucket', 'aws').map((m) => m.kind)).toContain('aws.s3_bucket_policy');
    expect(read('A DynamoDB table encrypted with a customer key', 'aws')[0].names).toEqual([]);
    expect(read('A VPC eu-central-1 with two subnets', 'aws')[0].names).toEqual([]);
    expect(read('Keep the GCS bucket private, and add a Pub/Sub topic', 'gcp').every((m) => !m.names.length)).toBe(
      true,
    );
  });
});

describe('a component named by the service it serves', () => {
  it.each<[string, Cloud, string]>([
    ['A log group for the search service, kept 30 days', 'aws', 'aws.cloudwatch_log_group'],
    ['a secret for our ledger app', 'gcp', 'gcp.secret_manager_secret'],
  ])('%s', (prompt, cloud, kind) => {
    const found = understand(prompt, cloud).mentions.find((m) => m.kind === kind);
    expect(found?.names).toEqual([/search|ledger/.exec(prompt)![0]]);
  });

  it('a component it is wired to is not a name', () => {
    const intent = understand('A log group for the Lambda function', 'aws');
    expect(intent.mentions.find((m) => m.kind === 'aws.cloudwatch_log_group')?.names).toEqual([]);
  });
});

describe('things named inside a product are its children', () => {
  it('a database of a Cloud SQL instance is a child of the instance, with its name', () => {
    const intent = understand('A Cloud SQL MySQL instance "shop-db" with a database "catalog"', 'gcp');
    const instance = intent.mentions.find((m) => m.names.includes('shop-db'));
    expect(instance?.attrs.children).toEqual([{ word: 'database', names: ['catalog'] }]);
    expect(intent.mentions.some((m) => m.names.includes('catalog'))).toBe(false);
  });

  it('children of a Cosmos DB account keep every name', () => {
    const intent = understand('A Cosmos DB account with a database "crm" and containers "leads" and "deals"', 'azure');
    expect(intent.mentions[0].attrs.children).toEqual([
      { word: 'database', names: ['crm'] },
      { word: 'containers', names: ['leads', 'deals'] },
    ]);
  });

  it('words only for things inside a product (keyspace, collection) are children, in the order stated', () => {
    const cassandra = understand(
      "A Cosmos DB account on the Cassandra API, a keyspace 'sensors' and a table 'readings'",
      'azure',
    );
    expect(cassandra.mentions.find((m) => m.attrs.children)?.attrs.children).toEqual([
      { word: 'keyspace', names: ['sensors'] },
      { word: 'table', names: ['readings'] },
    ]);
    const mongo = understand('A Cosmos DB account on the MongoDB API with a collection named carts', 'azure');
    expect(mongo.mentions.find((m) => m.attrs.children)?.attrs.children).toEqual([
      { word: 'collection', names: ['carts'] },
    ]);
    expect(mongo.unread).toEqual([]);
  });
});
