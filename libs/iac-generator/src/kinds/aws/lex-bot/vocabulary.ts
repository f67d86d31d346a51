import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.lex_bot',
  settings: [],
  concepts: [
    { phrases: ['lex', 'lex bot', 'chatbot', 'chat bot', 'bot', 'conversational bot', 'lex v1'], aws: 'aws.lex_bot' },
  ],
};
