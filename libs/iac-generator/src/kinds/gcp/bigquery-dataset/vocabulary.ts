import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.bigquery_dataset',
  settings: ['retention', 'location'],
  concepts: [{ phrases: ['bigquery', 'bigquery dataset'], gcp: 'gcp.bigquery_dataset', vendor: 'gcp' }],
};
