import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.iam_role',
  settings: [],
  concepts: [{ phrases: ['iam role', 'assume role policy'], aws: 'aws.iam_role', vendor: 'aws' }],
  existing: { data: 'aws_iam_role', by: 'name', what: 'IAM role' },
};
