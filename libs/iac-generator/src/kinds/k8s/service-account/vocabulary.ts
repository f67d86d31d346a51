import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.service_account',
  settings: ['namespace', 'objectName'],
};
