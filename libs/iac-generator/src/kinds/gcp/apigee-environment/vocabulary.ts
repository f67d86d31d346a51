import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.apigee_environment',
  settings: [],
  concepts: [{ phrases: ['apigee environment'], gcp: 'gcp.apigee_environment', vendor: 'gcp' }],
};
