import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.kubernetes_cluster',
  settings: [
    'nodes',
    'scaling',
    'size',
    'storage',
    'cluster',
    'spot',
    'autopilot',
    'clusterNetwork',
    'zones',
    'instanceCount',
  ],
  concepts: [{ phrases: ['aks', 'aks cluster'], azure: 'azure.kubernetes_cluster', vendor: 'azure' }],
};
