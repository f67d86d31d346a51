import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.cloudwatch_log_resource_policy',
  settings: ['retention'],
  concepts: [
    { phrases: ['log resource policy', 'cloudwatch log resource policy'], aws: 'aws.cloudwatch_log_resource_policy' },
  ],
};
