import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.kendra_data_source',
  settings: [],
  concepts: [{ phrases: ['kendra data source', 'data source'], aws: 'aws.kendra_data_source' }],
};
