import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.dynamodb_kinesis_streaming_destination',
  settings: ['scaling', 'size', 'storage', 'retention', 'capacity', 'shards'],
  concepts: [
    {
      phrases: ['kinesis streaming destination', 'streaming destination'],
      aws: 'aws.dynamodb_kinesis_streaming_destination',
    },
  ],
};
