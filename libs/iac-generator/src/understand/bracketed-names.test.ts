/**
 * A name first in a bracket of a store's settings, "too" or "also" between ("create the registry too
 * (lanternacr, Standard)"), is that store's name; a setting first in the bracket names nothing.
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const names = (prompt: string, cloud: Cloud) => understand(prompt, cloud).mentions.map((m) => [m.kind, m.names]);

describe('a name first in a bracket of settings', () => {
  it.each<[string, Cloud, string, string]>([
    ['make the registry too (lanternacr, Basic, admin off)', 'azure', 'azure.container_registry', 'lanternacr'],
    ['an SQS queue also (render-jobs, 14 days retention)', 'aws', 'aws.sqs_queue', 'render-jobs'],
    ['a Kinesis data stream (tapstream, 2 shards)', 'aws', 'aws.kinesis_stream', 'tapstream'],
  ])('%s', (prompt, cloud, kind, name) => {
    expect(names(prompt, cloud)).toContainEqual([kind, [name]]);
  });

  it.each<[string, Cloud, string]>([
    ['a DynamoDB table (standard, 5 RCUs)', 'aws', 'aws.dynamodb_table'],
    ['an SQS queue (fifo, 4 days retention)', 'aws', 'aws.sqs_queue'],
    ['an S3 bucket (private, versioned)', 'aws', 'aws.s3_bucket'],
  ])('names nothing when a setting comes first: %s', (prompt, cloud, kind) => {
    expect(names(prompt, cloud)).toContainEqual([kind, []]);
  });
});
