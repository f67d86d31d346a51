import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.kinesis_firehose_delivery_stream',
  settings: ['retention', 'shards'],
  concepts: [
    {
      phrases: ['firehose', 'kinesis firehose', 'delivery stream', 'firehose delivery stream'],
      aws: 'aws.kinesis_firehose_delivery_stream',
      vendor: 'aws',
    },
  ],
};
