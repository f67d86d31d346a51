import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.logging_project_bucket_config',
  settings: ['retention'],
};
