import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.secretsmanager_secret',
  settings: ['retention', 'rotation', 'password'],
};
