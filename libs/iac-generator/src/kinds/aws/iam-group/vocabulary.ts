import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.iam_group',
  settings: [],
  concepts: [{ phrases: ['iam group', 'group'], aws: 'aws.iam_group' }],
};
