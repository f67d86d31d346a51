/** DocumentDB and Neptune clusters: private, encrypted with a customer-managed key. */
import { type Kind } from '../kind';
import { subnetGroupKind } from './database-placement';

export const DOCUMENT_GRAPH_KINDS: Kind[] = [
  subnetGroupKind('aws.neptune_subnet_group', 'graph', 'Neptune subnet group'),
  subnetGroupKind('aws.docdb_subnet_group', 'docs', 'DocumentDB subnet group'),
];
