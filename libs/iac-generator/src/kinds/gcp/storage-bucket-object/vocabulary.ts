import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.storage_bucket_object',
  settings: ['retention', 'path'],
};
