import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.glacier_vault',
  settings: ['retention', 'transition'],
  concepts: [{ phrases: ['glacier', 'glacier vault', 's3 glacier'], aws: 'aws.glacier_vault', vendor: 'aws' }],
};
