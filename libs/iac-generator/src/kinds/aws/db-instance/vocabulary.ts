import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.db_instance',
  settings: [
    'size',
    'resources',
    'storage',
    'engine',
    'schedule',
    'retention',
    'spot',
    'readReplica',
    'os',
    'port',
    'maintenance',
  ],
  concepts: [{ phrases: ['rds', 'rds instance', 'rds database', 'amazon rds'], aws: 'aws.db_instance', vendor: 'aws' }],
  existing: { data: 'aws_db_instance', by: 'db_instance_identifier', what: 'RDS instance' },
};
