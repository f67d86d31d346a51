import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.cloudwatch_log_group',
    when: (x) => x.has('aws.chime_voice_connector'),
    then: 'aws.chime_voice_connector_logging',
    why: "A Chime voice connector's logs are its logging configuration.",
    example: 'A Chime voice connector with logging to CloudWatch Logs',
  },
  {
    reads: 'aws.cloudwatch_log_group',
    when: (x) =>
      x.has('aws.s3_bucket') &&
      /^logs?$/.test(x.text) &&
      /\bbuckets?\s+(?:for|of|to (?:hold|store|keep)|holding|storing)\s+(?:\w+\s+)?logs?\b|\blogs?\s+buckets?\b/.test(
        x.phrase,
      ),
    then: null,
    why: '"A bucket for logs", "a log bucket": the logs are what the bucket holds, not a log group.',
    // 'to store logs', 'for audit logs' are read as the bucket's data before any kind is chosen (understand/stored-purpose.ts).
    example: 'An S3 bucket of logs',
  },
];
