import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.opensearchserverless_collection',
  settings: ['nodes', 'size', 'storage', 'engine', 'shards'],
  concepts: [
    {
      phrases: ['opensearch serverless', 'opensearch serverless collection'],
      aws: 'aws.opensearchserverless_collection',
      vendor: 'aws',
    },
  ],
};
