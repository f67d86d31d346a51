import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.ingress',
  settings: ['port', 'namespace', 'path', 'objectName', 'ingressRoute'],
};
