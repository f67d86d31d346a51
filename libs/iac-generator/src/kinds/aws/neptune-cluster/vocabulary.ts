import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.neptune_cluster',
  settings: ['nodes', 'size', 'engine'],
  concepts: [{ phrases: ['neptune', 'neptune cluster'], aws: 'aws.neptune_cluster', vendor: 'aws' }],
};
