import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.namespace',
  settings: ['labels', 'namespace'],
};
