import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.secret',
  settings: ['retention', 'namespace', 'objectName', 'secretKeys'],
};
