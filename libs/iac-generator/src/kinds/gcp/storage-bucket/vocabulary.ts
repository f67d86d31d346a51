import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.storage_bucket',
  settings: ['retention', 'tier', 'transition', 'location'],
  concepts: [{ phrases: ['cloud storage', 'gcs', 'gcs bucket'], gcp: 'gcp.storage_bucket', vendor: 'gcp' }],
};
