import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.router_nat',
  settings: ['existingNetwork'],
  concepts: [{ phrases: ['cloud nat'], gcp: 'gcp.router_nat', vendor: 'gcp' }],
};
