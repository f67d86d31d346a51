import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.role',
  settings: ['rbac', 'namespace', 'objectName', 'subject'],
};
