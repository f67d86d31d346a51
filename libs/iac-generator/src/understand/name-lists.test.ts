/**
 * Lists of unquoted names after "named"/"called" (issue 24, names class): every name of the list
 * names a thing of the kind before it, with or without commas, and a word that describes the thing
 * ("versioned", "private") ends the list instead of becoming a name.
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const read = (prompt: string, cloud: Cloud = 'aws') =>
  understand(prompt, cloud).mentions.map((m) => ({ kind: m.kind, count: m.count, names: m.names }));

describe('a list of names joined by "and" names one thing each', () => {
  it.each<[string, Cloud, string, string[]]>([
    ['Two SQS queues named orders and refunds', 'aws', 'aws.sqs_queue', ['orders', 'refunds']],
    ['I need topics called alerts and billing', 'aws', 'aws.sns_topic', ['alerts', 'billing']],
    ['storage buckets named raw and curated, both in europe-west1', 'gcp', 'gcp.storage_bucket', ['raw', 'curated']],
    ['two namespaces called staging and production', 'k8s', 'k8s.namespace', ['staging', 'production']],
  ])('%s', (prompt, cloud, kind, names) => {
    expect(read(prompt, cloud)).toEqual([{ kind, count: names.length, names }]);
  });

  it('keeps a comma list whole', () => {
    expect(read('three S3 buckets named raw, staged and published')).toEqual([
      { kind: 'aws.s3_bucket', count: 3, names: ['raw', 'staged', 'published'] },
    ]);
  });
});

describe('a word that describes the thing ends the list', () => {
  it.each<[string, Cloud, string, string]>([
    ['An S3 bucket named acme-logs, versioned', 'aws', 'aws.s3_bucket', 'acme-logs'],
    ['a bucket called media-archive, encrypted and private', 'aws', 'aws.s3_bucket', 'media-archive'],
    ['an SQS queue named payments and fifo', 'aws', 'aws.sqs_queue', 'payments'],
    ['a GCS bucket named exports, versioned', 'gcp', 'gcp.storage_bucket', 'exports'],
  ])('%s', (prompt, cloud, kind, name) => {
    expect(read(prompt, cloud)).toEqual([{ kind, count: 1, names: [name] }]);
  });

  it('reads the described property as a setting of the one thing named', () => {
    const [bucket] = understand('An S3 bucket named acme-logs, versioned', 'aws').mentions;
    expect(bucket.attrs.flags.has('versioned')).toBe(true);
  });
});

describe('"and" followed by another noun is not a list of names', () => {
  it('a topic called alerts and an email subscription', () => {
    const mentions = read('an SNS topic called alerts and email subscriptions for the on-call team');
    expect(mentions[0]).toEqual({ kind: 'aws.sns_topic', count: 1, names: ['alerts'] });
  });
});

describe('a last word that another noun follows describes that noun', () => {
  it.each<[string, Cloud, string, string]>([
    ['an ACR named acmeregistry, premium sku', 'azure', 'azure.container_registry', 'acmeregistry'],
    ['a container registry called shared, basic sku', 'azure', 'azure.container_registry', 'shared'],
  ])('%s', (prompt, cloud, kind, name) => {
    expect(read(prompt, cloud)).toEqual([{ kind, count: 1, names: [name] }]);
  });
});

describe('a sentence ends after a name as after any word', () => {
  it.each<string>([
    'An SNS topic called alerts. An RDS database without multi-AZ.',
    'An SNS topic named "alerts". An RDS database without multi-AZ.',
    'Two SNS topics named alerts and billing. An RDS database without multi-AZ.',
  ])('%s', (prompt) => {
    const intent = understand(prompt, 'aws');
    expect(intent.phrases).toHaveLength(2);
    expect(intent.mentions.find((m) => m.kind === 'aws.sns_topic')?.attrs.off).toBeUndefined();
  });
});
