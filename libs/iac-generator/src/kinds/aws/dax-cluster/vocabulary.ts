import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.dax_cluster',
  settings: ['nodes', 'size'],
  concepts: [{ phrases: ['dax', 'dax cluster', 'dynamodb accelerator'], aws: 'aws.dax_cluster', vendor: 'aws' }],
};
