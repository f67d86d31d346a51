import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.db_snapshot',
  label: 'main',
  title: 'DB snapshot',
  needs: (c, plan) => {
    c.ref.db = plan.ensure('aws.db_instance', 'the database to snapshot', { label: 'main' });
  },
};
