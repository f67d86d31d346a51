import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.compute_security_policy',
  settings: ['ipRules'],
  concepts: [{ phrases: ['cloud armor', 'cloud armor policy'], gcp: 'gcp.compute_security_policy', vendor: 'gcp' }],
};
