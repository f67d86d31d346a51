import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.kinesisanalyticsv2_application',
  settings: ['retention', 'shards'],
  concepts: [
    {
      phrases: ['kinesis analytics', 'analytics application', 'flink', 'apache flink', 'flink application'],
      aws: 'aws.kinesisanalyticsv2_application',
    },
  ],
};
