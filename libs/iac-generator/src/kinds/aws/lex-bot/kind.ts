import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.lex_bot',
  label: 'orders',
  title: 'Lex bot',
  needs: (c, plan) =>
    void (c.ref.intent = plan.ensure('aws.lex_intent', 'what the bot understands', { label: 'order' })),
};
