/** Redshift: private, encrypted, TLS forced by a parameter group, snapshots on a schedule. */
import { configuringKinds } from './common';
import { type Kind } from '../kind';
import { subnetGroupKind } from './database-placement';

export const REDSHIFT_KINDS: Kind[] = [
  subnetGroupKind('aws.redshift_subnet_group', 'warehouse', 'Redshift subnet group'),
  ...configuringKinds(
    { kind: 'aws.redshift_cluster', label: 'warehouse', ref: 'cluster', why: 'the cluster this configures' },
    [['aws.redshift_usage_limit', 'Redshift usage limit']],
  ),
];
