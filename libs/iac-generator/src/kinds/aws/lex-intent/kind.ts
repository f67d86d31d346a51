import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.lex_intent',
  label: 'order',
  title: 'Lex intent',
};
