import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.dns_managed_zone',
  settings: ['dns', 'privateDns'],
  concepts: [{ phrases: ['cloud dns'], gcp: 'gcp.dns_managed_zone', vendor: 'gcp' }],
};
