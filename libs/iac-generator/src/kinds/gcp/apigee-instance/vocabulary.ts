import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.apigee_instance',
  settings: ['size', 'resources', 'storage', 'spot', 'os', 'port'],
  concepts: [{ phrases: ['apigee instance', 'apigee runtime instance'], gcp: 'gcp.apigee_instance', vendor: 'gcp' }],
};
