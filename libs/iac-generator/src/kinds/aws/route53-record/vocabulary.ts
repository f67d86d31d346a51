import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.route53_record',
  settings: ['dns'],
  concepts: [{ phrases: ['route53 record'], aws: 'aws.route53_record', vendor: 'aws' }],
};
