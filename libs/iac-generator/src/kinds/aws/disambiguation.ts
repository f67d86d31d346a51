/**
 * What a word read as one AWS kind means beside the rest of the request, as rows (see
 * kinds/disambiguation.ts). Rows reading one kind are tried in the order written in one file; rows
 * reading different kinds never meet, so the order of the files does not matter.
 */
import { type Disambiguation } from '../disambiguation';
import { FOLDER_DISAMBIGUATION } from './kinds.generated';

// The rows reading a kind that has a folder sit in its folder (kinds/aws/<kind>/disambiguation.ts);
// these read words that have none (a product inside a helper-built family, or "whenever").
const ROWS: readonly Disambiguation[] = [
  {
    reads: [
      'aws.redshift_cluster',
      'aws.db_instance',
      'aws.rds_cluster',
      'aws.docdb_cluster',
      'aws.neptune_cluster',
      'aws.elasticache_cluster',
    ],
    when: (x) =>
      x.has('aws.secretsmanager_secret') &&
      new RegExp(
        `\\b(?:credentials?|passwords?|logins?|connection\\s+strings?|secrets?)\\s+(?:of|for|to)\\s+(?:our|my|the\\s+existing|an\\s+existing)\\s+(?:[\\w-]+\\s+){0,2}?${x.text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`,
      ).test(x.phrase),
    then: null,
    why: 'A database whose credentials a secret holds, said to be ours ("the credentials of our warehouse database"), is there already: the secret is asked for, not the database.',
    example: 'A Secrets Manager secret for the credentials of our reporting database',
  },
  {
    reads: 'aws.sagemaker_model',
    when: (x) => !x.intent.mentions.some((m) => m.kind.startsWith('aws.sagemaker')),
    then: null,
    why: 'A "model" means a SageMaker model only beside SageMaker (read when a request rules one out).',
    example: 'A Lambda function and no model',
  },
  {
    reads: 'aws.sagemaker_space',
    when: (x) => !x.has('aws.sagemaker_domain') && !/sagemaker/.test(x.text),
    then: null,
    why: 'A bare "space" means nothing without its service; named with it, it is that service\'s.',
    example: 'An S3 bucket with space for backups',
  },
  {
    reads: ['aws.lex_intent', 'aws.lex_slot_type'],
    when: (x) => !x.has('aws.lex_bot') && !x.has('aws.lexv2models_bot'),
    then: null,
    why: "Intents and slots are a bot's: without a bot they are not Lex.",
    example: 'A Lex intent for ordering flowers',
  },
  {
    reads: 'aws.event_trigger',
    when: (x) =>
      ['aws.s3_bucket_notification', 'aws.sqs_queue', 'aws.kinesis_stream', 'aws.dynamodb_table'].some(x.has),
    then: null,
    why: 'The event comes from a bucket, queue, stream or table of the request, which triggers by itself.',
    example: 'A Lambda function that runs whenever a message arrives in the SQS queue',
  },
  {
    reads: 'aws.event_trigger',
    when: () => true,
    then: 'aws.cloudwatch_event_rule',
    why: '"Whenever ..." is an event rule when the event comes from nothing of the request\'s own.',
    example: 'A Lambda function that runs whenever an EC2 instance is terminated',
  },
  {
    reads: 'aws.s3_bucket_website_configuration',
    when: (x) => x.has('aws.cloudfront_distribution') && !/hosting|endpoint|configuration/.test(x.text),
    then: null,
    why: 'Behind CloudFront a static site is served from a private bucket, which a website endpoint cannot be.',
    example: 'A static website in S3 behind CloudFront',
  },
  {
    reads: 'aws.dynamodb_table_item',
    when: (x) => !x.has('aws.dynamodb_table'),
    then: null,
    why: 'An item is a DynamoDB item only beside a table.',
    // In a clause of its own: said with the queue, the item is read as a part of it before this row.
    example: 'An SQS queue; a message for each item',
  },
];

export const AWS_DISAMBIGUATION: readonly Disambiguation[] = [...FOLDER_DISAMBIGUATION, ...ROWS];
