import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.persistent_volume_claim',
  settings: ['storage', 'namespace', 'objectName', 'storageClassName', 'accessModes'],
  concepts: [
    {
      phrases: ['persistent volume claim', 'pvc', 'volume claim'],
      k8s: 'k8s.persistent_volume_claim',
    },
  ],
};
