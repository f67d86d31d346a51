/**
 * DocumentDB and Neptune clusters as CloudFormation: both are built on the same cluster engine, so
 * they are kept the same way: a snapshot is taken before the cluster is deleted or replaced, it sits
 * in its subnet group behind its security group with the days of backups asked (7 unless said) and deletion
 * protection, and the instances asked (one unless said) serve it.
 */
import { type Component } from '../../../model/types';
import { type CfnContext } from '../../../render/cloudformation/context';
import { type CfnBodies } from '../../../schema-types';
import { keptOnRemoval, sgRefs, tags } from './common';
import { backupDays, clusterInstances, dbClass } from '../settings';

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
      BackupRetentionPeriod: backupDays(c.attrs.retentionDays),
      DeletionProtection: true,
      Tags: tags(c),
    },
  });
  // The instances that serve it: as many as asked (a writer, the rest readers), of the class asked.
  for (let i = 1; i <= clusterInstances(c); i++)
    x.add(x.id(c, `Instance${i}`), {
      Type: INSTANCE[type],
      Properties: { DBClusterIdentifier: x.ref(c), DBInstanceClass: dbClass(c.attrs.size, 'db.t3.medium') },
    });
}
