import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.mysql_flexible_server',
  settings: ['size', 'storage', 'engine', 'retention', 'tier', 'readReplica', 'port', 'replication'],
};
