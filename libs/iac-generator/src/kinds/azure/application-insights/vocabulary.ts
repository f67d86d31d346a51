import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.application_insights',
  settings: ['dailyCap'],
  concepts: [
    { phrases: ['application insights', 'app insights'], azure: 'azure.application_insights', vendor: 'azure' },
  ],
};
