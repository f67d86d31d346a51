import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.artifact_registry_repository',
  settings: ['retention', 'keepImages', 'cleanup'],
  concepts: [{ phrases: ['artifact registry', 'gcr'], gcp: 'gcp.artifact_registry_repository', vendor: 'gcp' }],
};
