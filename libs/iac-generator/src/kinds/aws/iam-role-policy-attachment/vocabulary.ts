import { type KindVocabulary } from '../../vocabulary';

export const vocabulary: KindVocabulary = {
  kind: 'aws.iam_role_policy_attachment',
  settings: [],
};
