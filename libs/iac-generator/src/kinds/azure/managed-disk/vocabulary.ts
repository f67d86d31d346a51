import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.managed_disk',
  settings: ['storage', 'tier', 'replication'],
  concepts: [{ phrases: ['managed disk'], azure: 'azure.managed_disk', vendor: 'azure' }],
};
