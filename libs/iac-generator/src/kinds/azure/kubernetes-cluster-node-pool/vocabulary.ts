import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.kubernetes_cluster_node_pool',
  settings: [
    'replicas',
    'nodes',
    'scaling',
    'size',
    'resources',
    'storage',
    'cluster',
    'spot',
    'os',
    'zones',
    'instanceCount',
  ],
};
