import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.app_configuration',
  settings: ['tier'],
  concepts: [{ phrases: ['app configuration'], azure: 'azure.app_configuration', vendor: 'azure' }],
};
