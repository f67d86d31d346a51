import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.lb',
  settings: ['port', 'balancer', 'path'],
};
