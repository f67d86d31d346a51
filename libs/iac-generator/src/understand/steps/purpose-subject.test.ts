/**
 * The subject of a purpose clause is who uses what is asked, never a thing asked for (issue 24,
 * class 1). Wordings of our own.
 */
import { type Cloud } from '../../model/types';
import { understand } from '../understand';

const kinds = (prompt: string, cloud: Cloud) => understand(prompt, cloud).mentions.map((m) => m.kind);

describe('the subject of a purpose clause', () => {
  it.each<[string, Cloud, string]>([
    ['a Pub/Sub topic invoices-out so the warehouse team can pull from it', 'gcp', 'gcp.bigquery_dataset'],
    ['an S3 bucket reports-drop so that our Lambda can write the nightly files', 'aws', 'aws.lambda_function'],
    ['a storage queue jobs-in, so the redis workers will drain it', 'azure', 'azure.redis_cache'],
  ])('makes nothing: %s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('is said as not read', () => {
    const intent = understand('an SQS queue ingest-q so the warehouse workers can poll it', 'aws');
    expect(intent.unread.map((u) => u.text).join(' ')).toContain('warehouse workers');
  });

  it('a thing asked for after "so" without a modal stays asked', () => {
    expect(kinds('an SQS queue jobs-q, and so a Lambda function to read it', 'aws')).toContain('aws.lambda_function');
  });
});

describe('after "so", a thing asked before', () => {
  it('is referred to again, its words read', () => {
    const intent = understand(
      'a Pub/Sub topic orders-new and a push subscription on it, so the subscription should sign its calls',
      'gcp',
    );
    expect(intent.unread.map((u) => u.text).join(' ')).not.toContain('subscription');
  });
});
