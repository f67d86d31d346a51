import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.storage_container',
  settings: ['retention'],
  concepts: [{ phrases: ['blob container', 'storage container'], azure: 'azure.storage_container', vendor: 'azure' }],
};
