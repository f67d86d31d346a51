import { type Kind } from '../../kind';
import { network } from '../common';

export const kind: Kind = {
  kind: 'aws.db_subnet_group',
  label: 'main',
  title: 'DB subnet group',
  needs: (c, plan) => {
    if (!c.ref.subnets) network(c, plan);
  },
};
