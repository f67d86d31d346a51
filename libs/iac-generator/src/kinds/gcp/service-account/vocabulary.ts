import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.service_account',
  settings: ['namespace', 'objectName'],
};
