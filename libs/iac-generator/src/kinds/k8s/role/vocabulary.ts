import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.role',
  settings: ['rbac', 'namespace', 'objectName', 'subject'],
};
