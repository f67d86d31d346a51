import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.db_parameter_group',
  settings: ['size', 'storage', 'engine'],
};
