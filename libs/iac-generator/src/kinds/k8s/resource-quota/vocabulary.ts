import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.resource_quota',
  settings: ['replicas', 'resources', 'namespace'],
  concepts: [{ phrases: ['resource quota', 'quota'], k8s: 'k8s.resource_quota' }],
};
