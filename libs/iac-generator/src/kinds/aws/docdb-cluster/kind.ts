import { type Kind } from '../../kind';
import { dbNetwork } from '../database-placement';

export const kind: Kind = {
  kind: 'aws.docdb_cluster',
  label: 'docs',
  title: 'DocumentDB cluster',
  needs: (c, plan) => dbNetwork(c, plan, 'aws.docdb_subnet_group', 27017, 'document database'),
};
