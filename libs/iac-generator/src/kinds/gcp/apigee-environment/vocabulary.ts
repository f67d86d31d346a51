import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.apigee_environment',
  settings: [],
  concepts: [{ phrases: ['apigee environment'], gcp: 'gcp.apigee_environment', vendor: 'gcp' }],
};
