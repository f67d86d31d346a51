import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.service_account',
  settings: ['namespace', 'objectName'],
};
