import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.efs_mount_target',
  settings: ['storage'],
  concepts: [{ phrases: ['mount target', 'efs mount target'], aws: 'aws.efs_mount_target', vendor: 'aws' }],
};
