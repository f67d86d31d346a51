import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.role_binding',
  settings: ['namespace', 'subject'],
  concepts: [{ phrases: ['rbac', 'role binding', 'rolebinding'], k8s: 'k8s.role_binding' }],
};
