import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.user_assigned_identity',
  settings: [],
  concepts: [
    {
      phrases: ['managed identity', 'user assigned identity', 'user assigned managed identity'],
      azure: 'azure.user_assigned_identity',
      vendor: 'azure',
    },
  ],
};
