import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.placement_group',
  settings: [],
  concepts: [{ phrases: ['placement group'], aws: 'aws.placement_group' }],
};
