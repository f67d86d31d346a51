import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.secret',
  settings: ['retention', 'namespace', 'objectName', 'secretKeys'],
};
