import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.sns_topic',
  settings: ['subscriber', 'delivery', 'rawDelivery'],
  concepts: [
    { phrases: ['sns', 'sns topic'], aws: 'aws.sns_topic', vendor: 'aws' },
    { phrases: ['sns subscription', 'sns topic subscription'], aws: 'aws.sns_topic', vendor: 'aws' },
  ],
  existing: { data: 'aws_sns_topic', by: 'name', what: 'SNS topic' },
};
