import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.eks_fargate_profile',
  settings: [],
  concepts: [{ phrases: ['fargate profile', 'eks fargate profile'], aws: 'aws.eks_fargate_profile', vendor: 'aws' }],
};
