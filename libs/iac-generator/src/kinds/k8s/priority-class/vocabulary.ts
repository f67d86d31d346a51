import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.priority_class',
  settings: ['objectName'],
  concepts: [{ phrases: ['priority class'], k8s: 'k8s.priority_class' }],
};
