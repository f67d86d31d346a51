import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'azure.subnet',
  settings: ['subnetTiers'],
};
