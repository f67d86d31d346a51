import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'gcp.storage_bucket_iam_member',
  settings: ['retention', 'iamRole'],
};
