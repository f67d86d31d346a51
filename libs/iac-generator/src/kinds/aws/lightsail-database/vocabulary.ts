import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.lightsail_database',
  settings: ['size', 'storage', 'engine'],
  concepts: [{ phrases: ['lightsail database', 'lightsail db'], aws: 'aws.lightsail_database', vendor: 'aws' }],
};
