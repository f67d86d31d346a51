import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.cloudfront_origin_access_control',
  settings: [],
  concepts: [
    {
      phrases: ['origin access control', 'cloudfront origin access control', 'oac'],
      aws: 'aws.cloudfront_origin_access_control',
    },
  ],
};
