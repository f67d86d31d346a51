import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.lightsail_disk',
  settings: ['size', 'storage'],
  concepts: [{ phrases: ['lightsail disk'], aws: 'aws.lightsail_disk', vendor: 'aws' }],
};
