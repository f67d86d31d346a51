import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.cloudfront_distribution',
  settings: [],
  concepts: [{ phrases: ['cloudfront', 'cloudfront distribution'], aws: 'aws.cloudfront_distribution', vendor: 'aws' }],
};
