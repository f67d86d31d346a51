import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.project_iam_member',
  settings: ['role', 'iamRole'],
};
