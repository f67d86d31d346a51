import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'azure.lb',
  settings: ['port', 'balancer', 'path'],
};
