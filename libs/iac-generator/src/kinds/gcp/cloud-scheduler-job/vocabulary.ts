import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.cloud_scheduler_job',
  settings: ['resources', 'runtime', 'schedule', 'timeout', 'url'],
  concepts: [{ phrases: ['cloud scheduler', 'cloud scheduler job'], gcp: 'gcp.cloud_scheduler_job', vendor: 'gcp' }],
};
