import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.route53_traffic_policy',
  settings: [],
  concepts: [
    { phrases: ['traffic policy', 'route53 traffic policy'], aws: 'aws.route53_traffic_policy', vendor: 'aws' },
  ],
};
