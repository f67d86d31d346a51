import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.cloud_run_v2_service',
  settings: ['replicas', 'scaling', 'resources', 'runtime', 'timeout', 'image', 'port', 'invoker'],
  concepts: [{ phrases: ['cloud run', 'cloud run service'], gcp: 'gcp.cloud_run_v2_service', vendor: 'gcp' }],
};
