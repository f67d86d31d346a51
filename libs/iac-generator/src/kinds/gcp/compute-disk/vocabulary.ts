import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.compute_disk',
  settings: ['storage'],
  concepts: [{ phrases: ['persistent disk'], gcp: 'gcp.compute_disk', vendor: 'gcp' }],
};
