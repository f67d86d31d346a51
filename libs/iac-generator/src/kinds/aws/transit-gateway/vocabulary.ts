import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.transit_gateway',
  settings: [],
  concepts: [{ phrases: ['transit gateway'], aws: 'aws.transit_gateway', vendor: 'aws' }],
};
