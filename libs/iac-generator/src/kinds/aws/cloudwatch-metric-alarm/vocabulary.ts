import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.cloudwatch_metric_alarm',
  settings: ['alarm'],
  concepts: [
    { phrases: ['cloudwatch alarm', 'cloudwatch metric alarm'], aws: 'aws.cloudwatch_metric_alarm', vendor: 'aws' },
  ],
};
