import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.storage_share',
  settings: ['storage'],
  concepts: [{ phrases: ['azure files'], azure: 'azure.storage_share', vendor: 'azure' }],
};
