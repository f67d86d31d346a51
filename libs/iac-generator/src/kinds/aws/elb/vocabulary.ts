import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.elb',
  settings: ['port'],
  concepts: [
    {
      phrases: ['classic load balancer', 'elastic load balancer', 'elb', 'classic elb'],
      aws: 'aws.elb',
      vendor: 'aws',
    },
  ],
};
