import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'azure.key_vault_secret',
  settings: ['retention', 'tier', 'rotation'],
};
