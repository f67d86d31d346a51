import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.db_snapshot',
  settings: ['size', 'storage', 'schedule', 'retention'],
  concepts: [{ phrases: ['snapshot', 'db snapshot', 'database snapshot'], aws: 'aws.db_snapshot' }],
};
