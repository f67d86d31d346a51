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
  {
    reads: 'aws.cloudwatch_log_group',
    when: (x) =>
      x.has('aws.eks_cluster') &&
      /^logs?$/.test(x.text) &&
      /\b(?:control[-\s]?plane|audit|authenticator|api\s*server|controller\s*manager|scheduler)\b/.test(x.phrase),
    then: null,
    why: "An EKS cluster's control plane logs are log types it turns on (EKS writes them to its own group), not a log group to create.",
    example: 'An EKS cluster; switch on its audit and authenticator logs',
  },
];
