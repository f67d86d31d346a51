import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.lightsail_instance',
  settings: ['size', 'resources', 'storage', 'spot', 'os', 'port'],
  concepts: [{ phrases: ['lightsail', 'lightsail instance'], aws: 'aws.lightsail_instance', vendor: 'aws' }],
};
