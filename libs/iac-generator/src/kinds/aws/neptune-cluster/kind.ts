import { type Kind } from '../../kind';
import { dbNetwork } from '../database-placement';

export const kind: Kind = {
  kind: 'aws.neptune_cluster',
  label: 'graph',
  title: 'Neptune cluster',
  needs: (c, plan) => {
    dbNetwork(c, plan, 'aws.neptune_subnet_group', 8182, 'graph database');
  },
};
