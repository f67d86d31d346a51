import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.redshift_cluster',
  settings: ['nodes', 'size', 'storage', 'retention'],
  concepts: [{ phrases: ['redshift', 'redshift cluster'], aws: 'aws.redshift_cluster', vendor: 'aws' }],
};
