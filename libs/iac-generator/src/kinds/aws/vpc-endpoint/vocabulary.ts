import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.vpc_endpoint',
  settings: ['endpoint'],
  concepts: [
    {
      phrases: ['vpc endpoint', 'privatelink', 'gateway endpoint', 'interface endpoint'],
      aws: 'aws.vpc_endpoint',
      vendor: 'aws',
    },
  ],
};
