import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.filestore_instance',
  settings: ['size', 'resources', 'storage', 'tier', 'spot', 'os', 'port', 'existingNetwork'],
  concepts: [{ phrases: ['filestore'], gcp: 'gcp.filestore_instance', vendor: 'gcp' }],
};
