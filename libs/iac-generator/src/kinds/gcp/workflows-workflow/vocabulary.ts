import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.workflows_workflow',
  settings: ['schedule', 'retries'],
  concepts: [{ phrases: ['cloud workflows', 'google workflows'], gcp: 'gcp.workflows_workflow', vendor: 'gcp' }],
};
