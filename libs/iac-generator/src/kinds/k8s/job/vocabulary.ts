import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.job',
  settings: [
    'resources',
    'runtime',
    'schedule',
    'timeout',
    'image',
    'retries',
    'tolerations',
    'namespace',
    'environment',
    'objectName',
    'mounts',
    'podSpec',
  ],
  concepts: [
    {
      phrases: ['db migration', 'database migration', 'schema migration', 'db seed', 'database seed', 'db seeding'],
      k8s: 'k8s.job',
    },
  ],
};
