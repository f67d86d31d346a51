import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.container_app_environment',
  settings: [],
  concepts: [{ phrases: ['container apps environment'], azure: 'azure.container_app_environment', vendor: 'azure' }],
};
