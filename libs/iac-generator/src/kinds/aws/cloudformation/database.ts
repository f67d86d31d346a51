/** RDS, Aurora, DynamoDB, ElastiCache, Redshift, DocumentDB, Neptune and secrets as CloudFormation. */
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, sgRefs, subnetRefs, tags } from './common';
import { dnsName } from '../common';
import { backupDays, backupWindow, clusterInstances, clusterVersion, dbClass } from '../settings';
import { givenName } from '../../../model/names';
import { passwordLength } from '../secret-password';
import { awsMaintenanceWindow } from '../../maintenance-window';

const subnetGroup =
  (type: string, idKey: string, descKey: string): CloudFormationWriter['write'] =>
  (c, x) =>
    void x.add(x.id(c), {
      Type: type,
      Properties: { [descKey]: `Private subnets for ${givenName(c)}`, [idKey]: subnetRefs(c, x), Tags: tags(c) },
    });

export const DATABASE_CLOUDFORMATION: Record<string, CloudFormationWriter> = {
  'aws.db_instance': {
    write: (c, x) => {
      const engine = String(c.config.engine ?? c.attrs.engine ?? 'postgres');
      const sg = c.ref.subnetGroup as Component | undefined;
      const pg = c.ref.parameterGroup as Component | undefined;
      const source = c.config.replica && c.attrs.readReplicas ? (c.ref.source as Component | undefined) : undefined;
      if (source) {
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
            EnablePerformanceInsights: true,
            Tags: tags(c),
          },
        });
        x.output(`${x.id(c)}Endpoint`, x.att(c, 'Endpoint.Address'), `Endpoint of read replica ${givenName(c)}`);
        return;
      }
      x.add(x.id(c), {
        Type: 'AWS::RDS::DBInstance',
        DeletionPolicy: 'Snapshot',
        UpdateReplacePolicy: 'Snapshot',
        Properties: {
          DBInstanceIdentifier: c.name ? dnsName(c) : undefined,
          Engine: engine,
          EngineVersion: c.attrs.version,
          DBInstanceClass: dbClass(c.attrs.size, 'db.t3.micro'),
          AllocatedStorage: String(c.attrs.storageGb ?? 20),
          MaxAllocatedStorage: c.attrs.maxStorageGb ?? 100,
          StorageType: 'gp3',
          StorageEncrypted: true,
          KmsKeyId: kmsArn(c, x),
          MasterUsername: 'dbadmin',
          // RDS creates and rotates the password in Secrets Manager: it never appears anywhere.
          ManageMasterUserPassword: true,
          MultiAZ: c.attrs.flags.has('multiAz'),
          PubliclyAccessible: false,
          DBSubnetGroupName: sg ? x.ref(sg) : undefined,
          DBParameterGroupName: pg ? x.ref(pg) : undefined,
          VPCSecurityGroups: sgRefs(c, x),
          BackupRetentionPeriod: backupDays(c.attrs.retentionDays),
          PreferredBackupWindow: backupWindow(c.attrs.schedule),
          PreferredMaintenanceWindow: awsMaintenanceWindow(c),
          DeletionProtection: true,
          CopyTagsToSnapshot: true,
          EnableIAMDatabaseAuthentication:
            engine.includes('postgres') || engine.includes('mysql') || engine === 'mariadb' ? true : undefined,
          AutoMinorVersionUpgrade: true,
          EnablePerformanceInsights: true,
          Tags: tags(c),
        },
      });
      x.output(`${x.id(c)}Endpoint`, x.att(c, 'Endpoint.Address'), `Endpoint of ${givenName(c)}`);
    },
  },
  'aws.db_subnet_group': { write: subnetGroup('AWS::RDS::DBSubnetGroup', 'SubnetIds', 'DBSubnetGroupDescription') },
  'aws.db_parameter_group': {
    write: (c, x) => {
      const engine = String(c.config.engine ?? 'postgres');
      const v = c.config.version as string | undefined;
      const familyName = engine.includes('mysql')
        ? 'mysql8.0'
        : engine === 'mariadb'
          ? 'mariadb10.11'
          : `postgres${v?.split('.')[0] ?? '16'}`;
      const tls =
        engine.includes('mysql') || engine === 'mariadb' ? { require_secure_transport: '1' } : { 'rds.force_ssl': '1' };
      x.add(x.id(c), {
        Type: 'AWS::RDS::DBParameterGroup',
        Properties: {
          Description: `TLS-only parameters for ${givenName(c)}`,
          Family: familyName,
          Parameters: tls,
          Tags: tags(c),
        },
      });
    },
  },
  'aws.db_option_group': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::RDS::OptionGroup',
        Properties: {
          EngineName: 'mysql',
          MajorEngineVersion: '8.0',
          OptionGroupDescription: `Options for ${givenName(c)}`,
          Tags: tags(c),
        },
      }),
  },
  'aws.rds_cluster': {
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
  },
  'aws.elasticache_subnet_group': { write: subnetGroup('AWS::ElastiCache::SubnetGroup', 'SubnetIds', 'Description') },
  'aws.redshift_subnet_group': { write: subnetGroup('AWS::Redshift::ClusterSubnetGroup', 'SubnetIds', 'Description') },
  'aws.docdb_subnet_group': {
    write: subnetGroup('AWS::DocDB::DBSubnetGroup', 'SubnetIds', 'DBSubnetGroupDescription'),
  },
  'aws.neptune_subnet_group': {
    write: subnetGroup('AWS::Neptune::DBSubnetGroup', 'SubnetIds', 'DBSubnetGroupDescription'),
  },
  'aws.secretsmanager_secret': {
    write: (c, x) => {
      x.add(x.id(c), {
        Type: 'AWS::SecretsManager::Secret',
        Properties: {
          Name: c.name ? givenName(c) : undefined,
          Description: `Secret ${givenName(c)}`,
          KmsKeyId: kmsArn(c, x),
          GenerateSecretString: c.attrs.excludeCharacters
            ? { PasswordLength: passwordLength(c), ExcludeCharacters: c.attrs.excludeCharacters }
            : { PasswordLength: passwordLength(c), ExcludePunctuation: true },
          Tags: tags(c),
        },
      });
      const rotator = x.plan.all('aws.lambda_function').find((f) => x.existing.has(f));
      if (c.attrs.rotationDays)
        x.add(x.id(c, 'Rotation'), {
          Type: 'AWS::SecretsManager::RotationSchedule',
          Properties: {
            SecretId: x.ref(c),
            // The user's own rotation function when the request says it exists, else one they name.
            RotationLambdaARN: rotator
              ? x.ref(rotator)
              : x.parameter(`${x.id(c)}RotationLambdaArn`, {
                  Type: 'String',
                  Description: `ARN of the Lambda function that rotates secret ${givenName(c)} (AWS publishes rotation templates)`,
                }),
            RotationRules: { AutomaticallyAfterDays: Math.round(c.attrs.rotationDays) },
          },
        });
    },
  },
};
