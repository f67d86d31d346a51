import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.sqs_queue',
  settings: ['retention', 'timeout', 'delivery'],
  concepts: [{ phrases: ['sqs', 'sqs queue'], aws: 'aws.sqs_queue', vendor: 'aws' }],
  existing: { data: 'aws_sqs_queue', by: 'name', what: 'SQS queue' },
};
