import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.sql_database_instance',
  settings: [
    'size',
    'resources',
    'storage',
    'engine',
    'schedule',
    'retention',
    'tier',
    'spot',
    'readReplica',
    'os',
    'port',
    'maintenance',
    'existingNetwork',
  ],
  concepts: [{ phrases: ['cloud sql', 'cloud sql instance'], gcp: 'gcp.sql_database_instance', vendor: 'gcp' }],
};
