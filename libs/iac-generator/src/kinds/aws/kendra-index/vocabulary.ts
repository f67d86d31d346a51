import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.kendra_index',
  settings: [],
  concepts: [{ phrases: ['kendra', 'kendra index', 'enterprise search', 'search index'], aws: 'aws.kendra_index' }],
};
