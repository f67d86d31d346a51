/**
 * Words of a kind said of something other than a thing to make (issue 24, INV), in wordings of our
 * own: a thing ruled out with words that describe it, an id a cloud assigned, the Azure subscription
 * the user works in, a verb after "that", where a move leaves, a product named only by a general
 * word, a phrasal verb, the words of DNS, and "the instance" at the start of a later sentence. Each rule is checked to leave the same
 * word alone where it does ask for a thing.
 */
import { type Cloud } from '../../model/types';
import { understand } from '../understand';

const kinds = (prompt: string, cloud: Cloud) => [...new Set(understand(prompt, cloud).mentions.map((m) => m.kind))];

describe('a negation rules out the whole noun phrase after it', () => {
  it.each<[string, Cloud, string]>([
    ['a Function App api-fn that signs in w/o any storage access key', 'azure', 'azure.key_vault_secret'],
    ['an ECS service orders, no application load balancer in front', 'aws', 'aws.lb'],
    [
      "we'd rather not run a Cloud Function for this; a Pub/Sub topic audit-events",
      'gcp',
      'gcp.cloudfunctions2_function',
    ],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('keeps the thing asked after a phrase that ends the negation', () => {
    expect(kinds('no public access and a key vault kv-billing', 'azure')).toContain('azure.key_vault');
    expect(kinds('a queue jobs with no encryption', 'aws')).toContain('aws.sqs_queue');
  });
});

describe('a word before a GUID labels a thing that exists', () => {
  it.each<[string, Cloud, string]>([
    [
      'a resource group rg-data and Reader on subscription 0a1b2c3d-1111-4222-8333-944455556666',
      'azure',
      'azure.servicebus_subscription',
    ],
    ['a key vault kv-ops in tenant 0a1b2c3d-1111-4222-8333-944455556666', 'azure', 'azure.aadb2c_directory'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('keeps a thing named after the word', () => {
    expect(kinds('a service bus subscription billing on topic orders', 'azure')).toContain(
      'azure.servicebus_subscription',
    );
  });
});

describe('the Azure subscription the user works in', () => {
  it('is no messaging subscription', () => {
    expect(kinds('a storage account stlogs in the same subscription as the vnet', 'azure')).not.toContain(
      'azure.servicebus_subscription',
    );
    expect(kinds('a key vault kv-x, billed to our subscription', 'azure')).not.toContain(
      'azure.servicebus_subscription',
    );
  });
});

describe('a plural kind word after "that" is a verb', () => {
  it.each<[string, Cloud, string]>([
    ['an availability test that alerts when the site is down', 'azure', 'azure.monitor_metric_alert'],
    ['a Cloud Run service web that queues nothing', 'gcp', 'gcp.pubsub_subscription'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('keeps a thing after "that" said in the singular', () => {
    expect(kinds('a CPU alarm on the instance, and that alarm emails ops', 'aws')).toContain(
      'aws.cloudwatch_metric_alarm',
    );
  });
});

describe('what a move leaves', () => {
  it.each<[string, Cloud, string]>([
    ['We are moving the docs site off a VM: an S3 bucket docs-site with website hosting', 'aws', 'aws.instance'],
    ['migrating away from our Redis cluster: a Firestore database', 'gcp', 'gcp.redis_instance'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('keeps a thing turned off or copied from', () => {
    expect(kinds('a VM vm-ci and turn off the public IP', 'azure')).toContain('azure.linux_virtual_machine');
    expect(kinds('an S3 bucket logs, move objects off to Glacier after 30 days', 'aws')).toContain('aws.s3_bucket');
  });
});

describe('a product said only by a general word', () => {
  it('a search index is no Kendra index', () => {
    expect(kinds('our product search index needs a nightly rebuild: a scheduled rule', 'aws')).not.toContain(
      'aws.kendra_index',
    );
    expect(kinds('an Amazon Kendra index docs-search', 'aws')).toContain('aws.kendra_index');
  });
});

describe('"the instance" opening a later sentence', () => {
  it('is the thing asked before', () => {
    const said = kinds('Cloud SQL for MySQL 8.0 named inventory. Make the instance regional with 2 vCPUs.', 'gcp');
    expect(said).not.toContain('gcp.compute_instance');
    expect(said).toContain('gcp.sql_database_instance');
  });

  it('is a new thing when nothing of its word was asked before', () => {
    expect(kinds('A VPC net-a. Make the instance e2-small in it.', 'gcp')).toContain('gcp.compute_instance');
  });
});

describe('a kind word said as a phrasal verb', () => {
  it.each<[string, Cloud, string]>([
    ['a managed identity so the build agents can log in without a password', 'azure', 'azure.log_analytics_workspace'],
    ['an IAM role that our CI runners use to log on', 'aws', 'aws.cloudwatch_log_group'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('keeps a log asked for', () => {
    expect(kinds('a Lambda sync and a log group for it, kept 30 days', 'aws')).toContain('aws.cloudwatch_log_group');
  });
});

describe('words of DNS that name no machine or table', () => {
  it.each<[string, Cloud, string]>([
    [
      'a public hosted zone shop.example.org, NS records with a 600 second TTL pointing at the name servers of the parent',
      'aws',
      'aws.instance',
    ],
    ['a Route 53 record api.example.org with a TTL of 60', 'aws', 'aws.dynamodb_table'],
    ['a Cloud DNS zone corp.example.net; hand its nameservers to the registrar', 'gcp', 'gcp.compute_instance'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });
});
