import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.kinesis_stream',
  settings: ['retention', 'capacity', 'shards'],
  concepts: [
    {
      phrases: ['kinesis', 'kinesis stream', 'kinesis data stream', 'amazon kinesis'],
      aws: 'aws.kinesis_stream',
      vendor: 'aws',
    },
  ],
};
