import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.ebs_volume',
  settings: ['storage'],
  concepts: [{ phrases: ['ebs volume', 'ebs'], aws: 'aws.ebs_volume', vendor: 'aws' }],
};
