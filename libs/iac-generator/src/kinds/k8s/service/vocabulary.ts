import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.service',
  settings: ['port', 'serviceType', 'labels', 'namespace'],
};
