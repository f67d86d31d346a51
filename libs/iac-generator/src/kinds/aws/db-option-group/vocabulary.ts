import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.db_option_group',
  settings: ['size', 'storage', 'engine'],
  concepts: [{ phrases: ['option group', 'db option group'], aws: 'aws.db_option_group' }],
};
