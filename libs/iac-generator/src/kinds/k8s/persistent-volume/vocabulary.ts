import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.persistent_volume',
  settings: ['storage', 'accessModes'],
  concepts: [{ phrases: ['persistent volume', 'pv'], k8s: 'k8s.persistent_volume' }],
};
