import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.service',
  settings: ['port', 'serviceType', 'labels', 'namespace'],
};
