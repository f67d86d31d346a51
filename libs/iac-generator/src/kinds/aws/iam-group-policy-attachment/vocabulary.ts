import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.iam_group_policy_attachment',
  settings: [],
  concepts: [{ phrases: ['group policy attachment'], aws: 'aws.iam_group_policy_attachment' }],
};
