import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.batch_job_definition',
  settings: ['replicas', 'size', 'resources', 'runtime', 'schedule', 'timeout', 'spot', 'os', 'retries', 'environment'],
};
