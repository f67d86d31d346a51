import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.elasticache_user_group',
  settings: ['nodes', 'size', 'storage', 'engine', 'retention', 'readReplica', 'shards', 'port'],
  concepts: [{ phrases: ['user group', 'elasticache user group'], aws: 'aws.elasticache_user_group' }],
};
