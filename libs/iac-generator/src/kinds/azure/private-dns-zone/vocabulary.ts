import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.private_dns_zone',
  settings: ['dns', 'privateDns'],
};
