import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.route53_query_log',
  settings: ['retention'],
  concepts: [{ phrases: ['query log', 'query logging', 'dns query log'], aws: 'aws.route53_query_log' }],
};
