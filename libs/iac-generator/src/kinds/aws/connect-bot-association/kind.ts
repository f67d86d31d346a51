import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.connect_bot_association',
  label: 'main',
  title: 'Connect bot association',
  needs: (c, plan) => {
    c.ref.instance = plan.ensure('aws.connect_instance', 'the contact center', { label: 'contact' });
    c.ref.bot = plan.ensure('aws.lex_bot', 'the bot to associate', { label: 'orders' });
  },
};
