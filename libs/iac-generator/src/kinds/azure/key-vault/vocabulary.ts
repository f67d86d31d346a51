import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.key_vault',
  settings: ['tier', 'keyDeletion'],
  concepts: [{ phrases: ['key vault'], azure: 'azure.key_vault', vendor: 'azure' }],
};
