/** DocumentDB and Neptune clusters: private, encrypted with a customer-managed key. */
import { type Kind } from '../kind';
import { dbNetwork, subnetGroupKind } from './database-placement';

export const DOCUMENT_GRAPH_KINDS: Kind[] = [
  {
    kind: 'aws.neptune_cluster',
    label: 'graph',
    title: 'Neptune cluster',
    needs: (c, plan) => {
      dbNetwork(c, plan, 'aws.neptune_subnet_group', 8182, 'graph database');
    },
  },
  subnetGroupKind('aws.neptune_subnet_group', 'graph', 'Neptune subnet group'),
  {
    kind: 'aws.docdb_cluster',
    label: 'docs',
    title: 'DocumentDB cluster',
    needs: (c, plan) => dbNetwork(c, plan, 'aws.docdb_subnet_group', 27017, 'document database'),
  },
  subnetGroupKind('aws.docdb_subnet_group', 'docs', 'DocumentDB subnet group'),
];
