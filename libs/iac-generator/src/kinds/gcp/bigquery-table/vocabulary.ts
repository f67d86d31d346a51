import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.bigquery_table',
  settings: [],
  concepts: [{ phrases: ['bigquery table'], gcp: 'gcp.bigquery_table', vendor: 'gcp' }],
};
