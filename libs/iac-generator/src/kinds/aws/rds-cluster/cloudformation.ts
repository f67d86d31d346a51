import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { awsMaintenanceWindow } from '../../maintenance-window';
import { kmsArn, sgRefs, tags } from '../cloudformation/common';
import { backupDays, backupWindow, clusterInstances, clusterVersion, dbClass } from '../settings';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const engine = String(c.config.engine ?? 'aurora-postgresql');
    const sg = c.ref.subnetGroup as Component | undefined;
    const serverless = c.attrs.flags.has('serverless');
    x.add(x.id(c), {
      Type: 'AWS::RDS::DBCluster',
      DeletionPolicy: 'Snapshot',
      UpdateReplacePolicy: 'Snapshot',
      Properties: {
        Engine: engine.startsWith('aurora') ? engine : `aurora-${engine.includes('mysql') ? 'mysql' : 'postgresql'}`,
        EngineVersion: clusterVersion(
          engine.startsWith('aurora') ? engine : `aurora-${engine.includes('mysql') ? 'mysql' : 'postgresql'}`,
          c.attrs.version,
        ),
        MasterUsername: 'dbadmin',
        ManageMasterUserPassword: true,
        StorageEncrypted: true,
        KmsKeyId: kmsArn(c, x),
        DBSubnetGroupName: sg ? x.ref(sg) : undefined,
        VpcSecurityGroupIds: sgRefs(c, x),
        BackupRetentionPeriod: backupDays(c.attrs.retentionDays),
        PreferredBackupWindow: backupWindow(c.attrs.schedule),
        PreferredMaintenanceWindow: awsMaintenanceWindow(c),
        DeletionProtection: true,
        CopyTagsToSnapshot: true,
        EnableIAMDatabaseAuthentication: true,
        ServerlessV2ScalingConfiguration: serverless
          ? { MinCapacity: c.attrs.min ?? 0.5, MaxCapacity: Math.max(c.attrs.max ?? 4, c.attrs.min ?? 0.5) }
          : undefined,
        Tags: tags(c),
      },
    });
    const n = clusterInstances(c);
    for (let i = 0; i < n; i++)
      x.add(x.id(c, `Instance${i + 1}`), {
        Type: 'AWS::RDS::DBInstance',
        Properties: {
          DBClusterIdentifier: x.ref(c),
          Engine: engine.startsWith('aurora') ? engine : 'aurora-postgresql',
          DBInstanceClass: serverless ? 'db.serverless' : dbClass(c.attrs.size, 'db.r6g.large'),
          PubliclyAccessible: false,
        },
      });
    x.output(`${x.id(c)}Endpoint`, x.att(c, 'Endpoint.Address'), `Writer endpoint of ${givenName(c)}`);
  },
};
