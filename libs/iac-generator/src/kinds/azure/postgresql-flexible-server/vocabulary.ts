import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.postgresql_flexible_server',
  settings: ['size', 'storage', 'engine', 'retention', 'tier', 'readReplica', 'port', 'replication'],
  concepts: [
    {
      phrases: ['azure database for postgresql', 'postgresql flexible server', 'flexible server'],
      azure: 'azure.postgresql_flexible_server',
      vendor: 'azure',
    },
  ],
};
