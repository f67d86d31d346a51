import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.redis_cache',
  settings: ['size', 'resources', 'storage', 'engine', 'tier', 'readReplica', 'shards', 'port', 'cacheSize'],
  concepts: [{ phrases: ['azure cache for redis', 'azure redis'], azure: 'azure.redis_cache', vendor: 'azure' }],
};
