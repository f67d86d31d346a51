import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.glacier_vault_lock',
  settings: ['retention', 'transition'],
  concepts: [{ phrases: ['vault lock', 'glacier vault lock'], aws: 'aws.glacier_vault_lock', vendor: 'aws' }],
};
