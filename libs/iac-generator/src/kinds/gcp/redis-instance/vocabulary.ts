import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.redis_instance',
  settings: [
    'size',
    'resources',
    'storage',
    'engine',
    'tier',
    'spot',
    'readReplica',
    'os',
    'port',
    'maintenance',
    'existingNetwork',
  ],
  concepts: [{ phrases: ['memorystore'], gcp: 'gcp.redis_instance', vendor: 'gcp' }],
};
