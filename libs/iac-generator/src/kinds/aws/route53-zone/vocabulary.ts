import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.route53_zone',
  settings: ['dns', 'privateDns'],
  concepts: [{ phrases: ['route53', 'route53 zone'], aws: 'aws.route53_zone', vendor: 'aws' }],
  existing: { data: 'aws_route53_zone', by: 'zone_id', what: 'Route 53 hosted zone' },
};
