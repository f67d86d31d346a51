import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.eks_cluster',
  settings: ['nodes', 'size', 'cluster', 'spot', 'autopilot'],
  concepts: [{ phrases: ['eks', 'eks cluster'], aws: 'aws.eks_cluster', vendor: 'aws' }],
  existing: { data: 'aws_eks_cluster', by: 'name', what: 'EKS cluster' },
};
