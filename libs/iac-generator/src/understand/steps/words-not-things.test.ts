/**
 * A kind's word makes a resource only when the request asks for the thing (issue 24, INV, WRONGRES):
 * never when it names a value or an event of the thing ("the cache's endpoint URL"), a length of
 * what a thing keeps ("two weeks of backups"), a phrasal verb ("sign-ups log in via Google"), or a
 * reason the request gives ("since the budget is small"). In wordings of our own; each rule is
 * checked to leave the same word alone where it does ask for a thing.
 */
import { type Cloud } from '../../model/types';
import { understand } from '../understand';

const read = (prompt: string, cloud: Cloud) => understand(prompt, cloud);
const kinds = (prompt: string, cloud: Cloud) => [...new Set(read(prompt, cloud).mentions.map((m) => m.kind))];

describe('a kind word before a head naming a value or an event of the thing', () => {
  it.each<[string, Cloud, string]>([
    ['a web app shop-web; put the redis connection string in an app setting', 'azure', 'azure.redis_cache'],
    ['a Lambda function relay that is given the SQS queue URL as an env var', 'aws', 'aws.sqs_queue'],
    ['a Cloud Run service api that stays up during a bucket outage', 'gcp', 'gcp.storage_bucket'],
    ['an ECS service billing; the load balancer cost must stay under 20 USD', 'aws', 'aws.lb'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
    expect(read(prompt, cloud).unread.length).toBeGreaterThan(0);
  });

  it('keeps the thing where the head is the thing', () => {
    expect(kinds('a redis cache named sessions-a with its connection string in a key vault kv-a', 'azure')).toContain(
      'azure.redis_cache',
    );
    expect(kinds('an SQS queue jobs-in and its URL as an output', 'aws')).toContain('aws.sqs_queue');
  });
});

describe('a length of time of what a thing keeps', () => {
  it.each<[string, Cloud, string]>([
    ['an ElastiCache Redis cluster tokens with 3 days of snapshots', 'aws', 'aws.db_snapshot'],
    ["a Lambda function resize keeping two weeks' worth of logs", 'aws', 'aws.cloudwatch_log_group'],
    ['a MySQL flexible server crm with 10 days of backups', 'azure', 'azure.data_protection_backup_vault'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('keeps a thing said with a number of its own', () => {
    expect(kinds('an RDS instance ledger and a snapshot of it', 'aws')).toContain('aws.db_snapshot');
    expect(kinds('a log group for 30 days of audit events named audit', 'aws')).toContain('aws.cloudwatch_log_group');
  });
});

describe('a phrasal verb of a kind word', () => {
  it.each<[string, Cloud, string]>([
    ['a Cognito user pool members where customers log in via Google', 'aws', 'aws.cloudwatch_log_group'],
    ['an Entra app registration portal; staff log on using their badge', 'azure', 'azure.log_analytics_workspace'],
    [
      'an Identity Platform tenant shop - shoppers log in with a phone number',
      'gcp',
      'gcp.logging_project_bucket_config',
    ],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('keeps a log said with a determiner', () => {
    expect(kinds('a bucket b1 and write the log in it', 'aws')).toContain('aws.cloudwatch_log_group');
  });
});

describe('a clause of reason that says how things stand', () => {
  it.each<[string, Cloud, string]>([
    [
      'a storage account stcheap01, standard LRS, since the budget is small',
      'azure',
      'azure.consumption_budget_subscription',
    ],
    ['an S3 bucket exports because our queue is very busy at month end', 'aws', 'aws.sqs_queue'],
    ['a storage account stlegal7 with a legal hold, since these are tax records', 'azure', 'azure.dns_a_record'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('keeps the thing the request asks for in its own clause', () => {
    expect(kinds('a monthly budget of 300 USD since the team is small', 'aws')).toContain('aws.budgets_budget');
    expect(kinds('the bucket is private', 'aws')).toContain('aws.s3_bucket');
  });
});

describe('a thing said as made or kept by another', () => {
  it.each<[string, Cloud, string]>([
    [
      'a private endpoint for the key vault kv-x in snet-a, with the record registered automatically',
      'azure',
      'azure.dns_a_record',
    ],
    ['a Cloud SQL instance pg-a on a private IP, with the record created by the peering', 'gcp', 'gcp.dns_record_set'],
    ['an ACM certificate for shop.example.com with the record validated automatically', 'aws', 'aws.route53_record'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('keeps a record the request asks for', () => {
    expect(kinds('a DNS zone corp.example and an A record api pointing at 10.0.0.4', 'azure')).toContain(
      'azure.dns_a_record',
    );
  });
});

describe("'the' and a word of a thing read before of another kind", () => {
  it.each<[string, Cloud, string, string[]]>([
    [
      'an auto scaling group api-asg of t3.micro, then attach the group to target group tg-api',
      'aws',
      'aws.iam_group',
      [],
    ],
    [
      'add the group to the load balancer pool',
      'azure',
      'azure.resource_group',
      ['a scale set vmss-api of Standard_B2s'],
    ],
    [
      'put the pool behind the load balancer lb-a',
      'gcp',
      'gcp.compute_target_pool',
      ['a GKE node pool np-a of e2-small'],
    ],
  ])('%s', (prompt, cloud, invented, history) => {
    expect(understand(prompt, cloud, history).mentions.map((m) => m.kind)).not.toContain(invented);
  });

  it('keeps a thing of the word’s own kind said with a name, or read before', () => {
    expect(kinds('an auto scaling group api-asg and the IAM group ops-admins', 'aws')).toContain('aws.iam_group');
    expect(kinds('an IAM group devs and an auto scaling group a1; add users to the group', 'aws')).toContain(
      'aws.iam_group',
    );
  });
});
