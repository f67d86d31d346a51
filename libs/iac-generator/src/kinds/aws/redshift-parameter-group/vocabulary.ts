import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.redshift_parameter_group',
  settings: ['nodes', 'size', 'storage', 'retention'],
};
