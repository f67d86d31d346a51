import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.container_cluster',
  settings: ['nodes', 'scaling', 'size', 'storage', 'cluster', 'spot', 'autopilot', 'existingNetwork'],
  concepts: [{ phrases: ['gke', 'gke cluster', 'gke autopilot'], gcp: 'gcp.container_cluster', vendor: 'gcp' }],
};
