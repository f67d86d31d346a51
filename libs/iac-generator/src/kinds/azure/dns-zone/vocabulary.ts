import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.dns_zone',
  settings: ['dns', 'privateDns'],
  concepts: [{ phrases: ['azure dns'], azure: 'azure.dns_zone', vendor: 'azure' }],
};
