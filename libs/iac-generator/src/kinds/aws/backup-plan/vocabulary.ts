import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.backup_plan',
  settings: ['schedule', 'retention'],
  concepts: [{ phrases: ['aws backup', 'backup vault'], aws: 'aws.backup_plan', vendor: 'aws' }],
};
