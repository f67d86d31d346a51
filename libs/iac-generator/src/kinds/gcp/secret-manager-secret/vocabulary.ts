import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.secret_manager_secret',
  settings: ['retention', 'rotation', 'secretReplication'],
  concepts: [{ phrases: ['secret manager'], gcp: 'gcp.secret_manager_secret', vendor: 'gcp' }],
};
