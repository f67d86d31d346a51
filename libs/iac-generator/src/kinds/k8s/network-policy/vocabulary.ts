import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.network_policy',
  settings: ['port', 'labels', 'allowFrom', 'namespace'],
  concepts: [{ phrases: ['network policy', 'default deny'], k8s: 'k8s.network_policy' }],
};
