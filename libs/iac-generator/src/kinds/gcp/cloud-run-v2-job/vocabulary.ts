import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.cloud_run_v2_job',
  settings: ['scaling', 'resources', 'runtime', 'schedule', 'timeout', 'image', 'port', 'retries'],
  concepts: [{ phrases: ['cloud run job'], gcp: 'gcp.cloud_run_v2_job', vendor: 'gcp' }],
};
