import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.container_node_pool',
  settings: ['replicas', 'nodes', 'scaling', 'size', 'resources', 'storage', 'cluster', 'spot', 'os', 'instanceCount'],
};
