import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.elasticache_cluster',
  settings: [
    'nodes',
    'size',
    'storage',
    'engine',
    'retention',
    'readReplica',
    'shards',
    'port',
    'failover',
    'maintenance',
  ],
  concepts: [{ phrases: ['elasticache', 'elasticache cluster'], aws: 'aws.elasticache_cluster', vendor: 'aws' }],
};
