import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.redshift_endpoint_access',
  settings: ['nodes', 'size', 'storage', 'retention'],
  concepts: [{ phrases: ['endpoint access', 'redshift endpoint access'], aws: 'aws.redshift_endpoint_access' }],
};
