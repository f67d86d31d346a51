import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.namespace',
  settings: ['labels', 'namespace'],
};
