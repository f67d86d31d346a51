import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.storage_class',
  settings: ['objectName', 'storageClass'],
  concepts: [{ phrases: ['storage class', 'storageclass'], k8s: 'k8s.storage_class' }],
};
