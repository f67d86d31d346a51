import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.s3_object',
    when: (x) =>
      /^uploads?$/.test(x.text) &&
      ['aws.lambda_function', 'aws.sqs_queue', 'aws.sns_topic'].some(x.has) &&
      /\b(?:trigger|invok|fire|run|process|react|notif|when|whenever|on)\w*\b/.test(x.phrase),
    then: 'aws.s3_bucket_notification',
    why: '"A function triggered by uploads to the bucket": the uploads are the bucket\'s events, not an object.',
    example: 'A Lambda function triggered by uploads to an S3 bucket',
  },
];
