import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.elasticache_user',
  settings: ['nodes', 'size', 'storage', 'engine', 'retention', 'readReplica', 'shards', 'port'],
  concepts: [{ phrases: ['elasticache user', 'cache user'], aws: 'aws.elasticache_user' }],
};
