import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.log_analytics_workspace',
  settings: ['retention', 'dailyCap'],
  concepts: [
    {
      phrases: ['log analytics', 'log analytics workspace'],
      azure: 'azure.log_analytics_workspace',
      vendor: 'azure',
    },
  ],
};
