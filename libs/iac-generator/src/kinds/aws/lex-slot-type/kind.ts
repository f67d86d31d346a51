import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.lex_slot_type',
  label: 'choice',
  title: 'Lex slot type',
  needs: (_c, plan) => void plan.ensure('aws.lex_bot', 'the bot using the slot type', { label: 'orders' }),
};
