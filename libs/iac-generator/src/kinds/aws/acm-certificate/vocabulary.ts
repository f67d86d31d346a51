import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.acm_certificate',
  settings: [],
  concepts: [{ phrases: ['acm', 'acm certificate'], aws: 'aws.acm_certificate', vendor: 'aws' }],
};
