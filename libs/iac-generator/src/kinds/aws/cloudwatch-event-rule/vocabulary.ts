import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.cloudwatch_event_rule',
  settings: ['schedule', 'eventPattern'],
  concepts: [
    {
      phrases: ['eventbridge', 'event bridge', 'cloudwatch event', 'eventbridge rule', 'event target'],
      aws: 'aws.cloudwatch_event_rule',
      vendor: 'aws',
    },
  ],
};
