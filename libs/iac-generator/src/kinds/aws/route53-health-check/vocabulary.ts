import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.route53_health_check',
  settings: ['path'],
  concepts: [{ phrases: ['route53 health check'], aws: 'aws.route53_health_check', vendor: 'aws' }],
};
