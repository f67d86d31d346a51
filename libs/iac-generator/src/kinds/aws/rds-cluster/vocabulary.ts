import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.rds_cluster',
  settings: [
    'nodes',
    'scaling',
    'size',
    'storage',
    'engine',
    'schedule',
    'retention',
    'readReplica',
    'port',
    'maintenance',
  ],
  concepts: [
    {
      phrases: [
        'aurora',
        'rds cluster',
        'aurora cluster',
        'aurora postgresql',
        'aurora mysql',
        'aurora serverless',
        'aurora postgresql cluster',
        'aurora mysql cluster',
      ],
      aws: 'aws.rds_cluster',
      vendor: 'aws',
    },
  ],
};
