import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.storage_account',
  settings: ['retention', 'tier', 'transition', 'replication'],
  concepts: [
    {
      phrases: ['storage account', 'blob storage', 'azure storage'],
      azure: 'azure.storage_account',
      vendor: 'azure',
    },
  ],
};
