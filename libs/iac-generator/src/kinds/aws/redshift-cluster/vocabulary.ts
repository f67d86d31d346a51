import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'aws.redshift_cluster',
  settings: ['nodes', 'size', 'storage', 'retention'],
  concepts: [{ phrases: ['redshift', 'redshift cluster'], aws: 'aws.redshift_cluster', vendor: 'aws' }],
};
