import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.container_registry',
  settings: ['retention', 'tier', 'georeplication'],
  concepts: [{ phrases: ['acr', 'azure container registry'], azure: 'azure.container_registry', vendor: 'azure' }],
};
