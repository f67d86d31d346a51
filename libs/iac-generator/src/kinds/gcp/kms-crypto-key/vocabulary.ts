import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.kms_crypto_key',
  settings: ['rotation'],
  concepts: [{ phrases: ['cloud kms'], gcp: 'gcp.kms_crypto_key', vendor: 'gcp' }],
};
