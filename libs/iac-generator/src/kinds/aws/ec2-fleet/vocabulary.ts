import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.ec2_fleet',
  settings: ['size', 'spot'],
  concepts: [{ phrases: ['ec2 fleet', 'spot fleet', 'fleet'], aws: 'aws.ec2_fleet' }],
};
