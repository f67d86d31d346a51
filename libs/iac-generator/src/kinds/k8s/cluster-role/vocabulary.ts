import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.cluster_role',
  settings: ['nodes', 'rbac', 'subject'],
  concepts: [
    { phrases: ['cluster role', 'clusterrole', 'cluster role binding', 'clusterrolebinding'], k8s: 'k8s.cluster_role' },
  ],
};
