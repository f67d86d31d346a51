import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.resource_group',
  settings: [],
  concepts: [{ phrases: ['resource group'], azure: 'azure.resource_group', vendor: 'azure' }],
};
