import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.logging_project_bucket_config',
  settings: ['retention'],
};
