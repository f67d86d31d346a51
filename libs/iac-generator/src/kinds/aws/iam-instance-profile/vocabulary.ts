import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.iam_instance_profile',
  settings: ['size'],
  concepts: [{ phrases: ['instance profile', 'iam instance profile'], aws: 'aws.iam_instance_profile', vendor: 'aws' }],
};
