import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.lexv2models_bot',
  settings: [],
  concepts: [
    { phrases: ['lexv2', 'lex v2', 'lexv2models', 'lexv2models bot', 'lex v2 bot'], aws: 'aws.lexv2models_bot' },
  ],
};
