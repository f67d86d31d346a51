import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'azure.public_ip',
  settings: ['zones'],
};
