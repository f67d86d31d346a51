/**
 * DocumentDB and Neptune clusters as CloudFormation: both are built on the same cluster engine, so
 * they are kept the same way: a snapshot is taken before the cluster is deleted or replaced, it sits
 * in its subnet group behind its security group with 7 days of backups and deletion protection, and
 * one instance serves it.
 */
import { type Component } from '../../../model/types';
import { type CfnContext } from '../../../render/cloudformation/context';
import { type CfnBodies } from '../../../schema-types';
import { keptOnRemoval, sgRefs, tags } from './common';

const INSTANCE = {
  'AWS::DocDB::DBCluster': 'AWS::DocDB::DBInstance',
  'AWS::Neptune::DBCluster': 'AWS::Neptune::DBInstance',
} as const;

/** Writes the cluster (its own properties first, as `own` gives them) and its one instance. */
export function documentGraphCluster<T extends keyof typeof INSTANCE>(
  c: Component,
  x: CfnContext,
  type: T,
  own: CfnBodies[T],
): void {
  const sg = c.ref.subnetGroup as Component | undefined;
  x.add(x.id(c), {
    Type: type,
    ...keptOnRemoval('Snapshot'),
    Properties: {
      ...own,
      DBSubnetGroupName: sg ? x.ref(sg) : undefined,
      VpcSecurityGroupIds: sgRefs(c, x),
      BackupRetentionPeriod: 7,
      DeletionProtection: true,
      Tags: tags(c),
    },
  });
  x.add(x.id(c, 'Instance1'), {
    Type: INSTANCE[type],
    Properties: { DBClusterIdentifier: x.ref(c), DBInstanceClass: 'db.t3.medium' },
  });
}
