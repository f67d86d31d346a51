import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.db_subnet_group',
  settings: ['size', 'storage'],
};
