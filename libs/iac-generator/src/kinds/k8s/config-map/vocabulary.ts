import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'k8s.config_map',
  settings: ['namespace', 'environment', 'objectName'],
};
