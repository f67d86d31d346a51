import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.dns_record_set',
  settings: ['dns'],
};
