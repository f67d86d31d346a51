import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.redshift_snapshot_schedule',
  settings: ['nodes', 'size', 'storage', 'schedule', 'retention'],
  concepts: [{ phrases: ['snapshot schedule', 'automatic snapshot'], aws: 'aws.redshift_snapshot_schedule' }],
};
