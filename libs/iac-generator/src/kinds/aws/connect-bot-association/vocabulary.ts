import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.connect_bot_association',
  settings: [],
  concepts: [{ phrases: ['bot association', 'connect bot association'], aws: 'aws.connect_bot_association' }],
};
