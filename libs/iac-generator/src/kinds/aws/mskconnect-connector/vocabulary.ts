import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.mskconnect_connector',
  settings: ['nodes', 'size', 'storage', 'engine', 'retention', 'shards'],
  concepts: [
    {
      phrases: ['msk connect', 'msk connect connector', 'connector', 'kafka connector'],
      aws: 'aws.mskconnect_connector',
    },
  ],
};
