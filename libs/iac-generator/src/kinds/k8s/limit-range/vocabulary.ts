import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.limit_range',
  settings: ['namespace', 'limitDefaults'],
  concepts: [{ phrases: ['limit range', 'default limits'], k8s: 'k8s.limit_range' }],
};
