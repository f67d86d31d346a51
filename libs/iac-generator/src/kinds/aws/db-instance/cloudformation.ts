import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { awsMaintenanceWindow } from '../../maintenance-window';
import { keptOnRemoval, kmsArn, sgRefs, tags } from '../cloudformation/common';
import { dnsName } from '../common';
import { dbClass } from '../settings';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const engine = String(c.config.engine ?? c.attrs.engine ?? 'postgres');
    const sg = c.ref.subnetGroup as Component | undefined;
    const pg = c.ref.parameterGroup as Component | undefined;
    const { replicaOf: source, own } = decide(c);
    if (!own) {
      // A read replica copies its source: engine, storage, credentials and subnets come from it.
      x.add(x.id(c), {
        Type: 'AWS::RDS::DBInstance',
        DeletionPolicy: 'Delete',
        Properties: {
          SourceDBInstanceIdentifier: x.ref(source),
          DBInstanceClass: dbClass(c.attrs.size, 'db.t3.micro'),
          StorageEncrypted: true,
          KmsKeyId: kmsArn(c, x),
          PubliclyAccessible: false,
          VPCSecurityGroups: sgRefs(c, x),
          EnablePerformanceInsights: !c.attrs.off?.includes('performanceInsights'),
          Tags: tags(c),
        },
      });
      x.output(`${x.id(c)}Endpoint`, x.att(c, 'Endpoint.Address'), `Endpoint of read replica ${givenName(c)}`);
      return;
    }
    x.add(x.id(c), {
      Type: 'AWS::RDS::DBInstance',
      ...keptOnRemoval('Snapshot'),
      Properties: {
        DBInstanceIdentifier: c.name ? dnsName(c) : undefined,
        Engine: engine,
        Port: c.attrs.ports[0] === undefined ? undefined : String(c.attrs.ports[0]),
        EngineVersion: c.attrs.version,
        DBInstanceClass: dbClass(c.attrs.size, 'db.t3.micro'),
        AllocatedStorage: String(own.storageGb),
        MaxAllocatedStorage: own.maxStorageGb,
        StorageType: 'gp3',
        StorageEncrypted: true,
        KmsKeyId: kmsArn(c, x),
        MasterUsername: c.attrs.adminUser ?? 'dbadmin',
        // RDS creates and rotates the password in Secrets Manager: it never appears anywhere.
        ManageMasterUserPassword: true,
        MultiAZ: c.attrs.flags.has('multiAz'),
        PubliclyAccessible: false,
        DBSubnetGroupName: sg ? x.ref(sg) : undefined,
        DBParameterGroupName: pg ? x.ref(pg) : undefined,
        VPCSecurityGroups: sgRefs(c, x),
        BackupRetentionPeriod: own.backupDays,
        PreferredBackupWindow: own.backupWindow,
        PreferredMaintenanceWindow: awsMaintenanceWindow(c),
        DeletionProtection: true,
        CopyTagsToSnapshot: true,
        EnableIAMDatabaseAuthentication:
          engine.includes('postgres') || engine.includes('mysql') || engine === 'mariadb' ? true : undefined,
        AutoMinorVersionUpgrade: true,
        // On unless the request turns it off; it keeps 7 days of history, its free tier.
        EnablePerformanceInsights: !c.attrs.off?.includes('performanceInsights'),
        PerformanceInsightsRetentionPeriod: c.attrs.off?.includes('performanceInsights') ? undefined : 7,
        Tags: tags(c),
      },
    });
    x.output(`${x.id(c)}Endpoint`, x.att(c, 'Endpoint.Address'), `Endpoint of ${givenName(c)}`);
  },
};
