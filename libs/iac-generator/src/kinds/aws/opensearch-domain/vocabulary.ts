import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.opensearch_domain',
  settings: ['nodes', 'size', 'storage', 'engine', 'shards'],
  concepts: [
    {
      phrases: ['opensearch', 'elasticsearch', 'opensearch domain', 'search domain', 'search cluster'],
      aws: 'aws.opensearch_domain',
    },
  ],
};
