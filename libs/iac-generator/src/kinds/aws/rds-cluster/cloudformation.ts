import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { keptOnRemoval, kmsArn, sgRefs, tags } from '../cloudformation/common';
import { dnsName } from '../common';
import { clusterVersion } from '../settings';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const engine = String(c.config.engine ?? 'aurora-postgresql');
    const sg = c.ref.subnetGroup as Component | undefined;
    const d = decide(c);
    x.add(x.id(c), {
      Type: 'AWS::RDS::DBCluster',
      ...keptOnRemoval('Snapshot'),
      Properties: {
        DBClusterIdentifier: c.name ? dnsName(c) : undefined,
        Engine: engine.startsWith('aurora') ? engine : `aurora-${engine.includes('mysql') ? 'mysql' : 'postgresql'}`,
        Port: c.attrs.ports[0],
        EngineVersion: clusterVersion(
          engine.startsWith('aurora') ? engine : `aurora-${engine.includes('mysql') ? 'mysql' : 'postgresql'}`,
          c.attrs.version,
        ),
        MasterUsername: c.attrs.adminUser ?? 'dbadmin',
        ManageMasterUserPassword: true,
        StorageEncrypted: true,
        KmsKeyId: kmsArn(c, x),
        DBSubnetGroupName: sg ? x.ref(sg) : undefined,
        VpcSecurityGroupIds: sgRefs(c, x),
        BackupRetentionPeriod: d.backupDays,
        PreferredBackupWindow: d.backupWindow,
        PreferredMaintenanceWindow: d.maintenanceWindow,
        DeletionProtection: true,
        CopyTagsToSnapshot: true,
        EnableIAMDatabaseAuthentication: true,
        ServerlessV2ScalingConfiguration: d.scaling
          ? { MinCapacity: d.scaling.min, MaxCapacity: d.scaling.max }
          : undefined,
        Tags: tags(c),
      },
    });
    for (let i = 0; i < d.instances; i++)
      x.add(x.id(c, `Instance${i + 1}`), {
        Type: 'AWS::RDS::DBInstance',
        Properties: {
          DBClusterIdentifier: x.ref(c),
          Engine: engine.startsWith('aurora') ? engine : 'aurora-postgresql',
          DBInstanceClass: d.instanceClass,
          PubliclyAccessible: false,
        },
      });
    x.output(`${x.id(c)}Endpoint`, x.att(c, 'Endpoint.Address'), `Writer endpoint of ${givenName(c)}`);
  },
};
