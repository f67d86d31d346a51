import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.lightsail_distribution',
  settings: ['size', 'storage'],
  concepts: [{ phrases: ['lightsail distribution'], aws: 'aws.lightsail_distribution', vendor: 'aws' }],
};
