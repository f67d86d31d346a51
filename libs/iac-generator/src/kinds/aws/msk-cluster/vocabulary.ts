import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.msk_cluster',
  settings: ['nodes', 'size', 'storage', 'engine', 'retention', 'shards'],
  concepts: [{ phrases: ['msk', 'msk cluster', 'managed streaming for kafka'], aws: 'aws.msk_cluster', vendor: 'aws' }],
};
