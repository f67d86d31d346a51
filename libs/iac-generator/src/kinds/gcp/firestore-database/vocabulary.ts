import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.firestore_database',
  settings: ['retention', 'capacity', 'location'],
  concepts: [{ phrases: ['firestore', 'datastore'], gcp: 'gcp.firestore_database', vendor: 'gcp' }],
};
