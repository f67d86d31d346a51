import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.lb',
  settings: ['port', 'balancer', 'path'],
  concepts: [
    {
      phrases: ['application load balancer', 'alb', 'nlb', 'gateway load balancer', 'gwlb'],
      aws: 'aws.lb',
      vendor: 'aws',
    },
  ],
  existing: { data: 'aws_lb', by: 'arn', what: 'load balancer' },
};
