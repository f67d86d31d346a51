import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.cron_job',
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
    'cronJob',
  ],
};
