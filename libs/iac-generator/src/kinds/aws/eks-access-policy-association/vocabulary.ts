import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.eks_access_policy_association',
  settings: [],
  concepts: [
    {
      phrases: ['access policy association', 'eks access policy', 'access entry'],
      aws: 'aws.eks_access_policy_association',
      vendor: 'aws',
    },
  ],
};
