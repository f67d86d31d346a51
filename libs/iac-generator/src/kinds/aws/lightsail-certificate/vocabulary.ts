import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.lightsail_certificate',
  settings: ['size', 'storage'],
  concepts: [{ phrases: ['lightsail certificate'], aws: 'aws.lightsail_certificate', vendor: 'aws' }],
};
