import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.lightsail_static_ip',
  settings: ['size', 'storage'],
  concepts: [{ phrases: ['lightsail static ip'], aws: 'aws.lightsail_static_ip', vendor: 'aws' }],
};
