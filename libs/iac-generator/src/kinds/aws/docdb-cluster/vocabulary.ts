import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.docdb_cluster',
  settings: ['nodes', 'size', 'storage', 'engine', 'retention'],
  concepts: [{ phrases: ['documentdb', 'document db', 'docdb'], aws: 'aws.docdb_cluster', vendor: 'aws' }],
};
