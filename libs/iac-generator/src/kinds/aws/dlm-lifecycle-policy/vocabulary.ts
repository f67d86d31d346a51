import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.dlm_lifecycle_policy',
  settings: ['schedule', 'retention'],
  concepts: [
    {
      phrases: ['data lifecycle manager', 'dlm', 'dlm policy', 'dlm lifecycle policy', 'ebs snapshot policy'],
      aws: 'aws.dlm_lifecycle_policy',
      vendor: 'aws',
    },
  ],
};
