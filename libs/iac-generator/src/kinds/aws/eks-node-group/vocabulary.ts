import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.eks_node_group',
  settings: ['replicas', 'nodes', 'scaling', 'size', 'resources', 'storage', 'cluster', 'spot', 'os', 'instanceCount'],
  concepts: [{ phrases: ['eks node group'], aws: 'aws.eks_node_group', vendor: 'aws' }],
};
