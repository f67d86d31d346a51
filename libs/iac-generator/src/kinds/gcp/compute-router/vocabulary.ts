import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.compute_router',
  settings: ['existingNetwork'],
  concepts: [{ phrases: ['cloud router', 'router'], gcp: 'gcp.compute_router' }],
};
