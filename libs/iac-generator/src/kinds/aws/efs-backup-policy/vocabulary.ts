import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.efs_backup_policy',
  settings: ['storage', 'schedule', 'retention'],
  concepts: [{ phrases: ['efs backup policy', 'automatic backups', 'automatic backup'], aws: 'aws.efs_backup_policy' }],
};
