/** RDS, Aurora, DynamoDB, ElastiCache, Redshift, DocumentDB, Neptune and secrets as CloudFormation. */
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { generatedPassword, kmsArn, sgRefs, subnetRefs, tags } from './common';
import { dnsName } from '../common';
import { tableKeys } from '../dynamodb';
import { backupDays, backupWindow, clusterInstances, clusterVersion, dbClass, redisVersion } from '../settings';
import { givenName } from '../../../model/names';
import { passwordLength } from '../secret-password';
import { redisNodes } from '../elasticache';
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
  'aws.dynamodb_table': {
    write: (c, x) => {
      const keys = tableKeys(c, /lock/i.test(c.name ?? ''));
      x.add(x.id(c), {
        Type: 'AWS::DynamoDB::Table',
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: {
          TableName: c.name
            ? givenName(c)
                .replace(/[^A-Za-z0-9_.-]/g, '_')
                .slice(0, 255)
                .padEnd(3, '_')
            : undefined,
          BillingMode: c.attrs.capacityMode === 'provisioned' ? 'PROVISIONED' : 'PAY_PER_REQUEST',
          ProvisionedThroughput:
            c.attrs.capacityMode === 'provisioned'
              ? { ReadCapacityUnits: c.attrs.readCapacity ?? 5, WriteCapacityUnits: c.attrs.writeCapacity ?? 5 }
              : undefined,
          AttributeDefinitions: [keys.hash, keys.range]
            .filter((k) => k)
            .map((k) => ({ AttributeName: k, AttributeType: 'S' })),
          KeySchema: [
            { AttributeName: keys.hash, KeyType: 'HASH' },
            ...(keys.range ? [{ AttributeName: keys.range, KeyType: 'RANGE' }] : []),
          ],
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          SSESpecification: { SSEEnabled: true },
          DeletionProtectionEnabled: true,
          StreamSpecification: c.attrs.flags.has('streams') ? { StreamViewType: 'NEW_AND_OLD_IMAGES' } : undefined,
          TimeToLiveSpecification: c.attrs.flags.has('ttl') ? { AttributeName: keys.ttl, Enabled: true } : undefined,
          Tags: tags(c),
        },
      });
      x.output(`${x.id(c)}Name`, x.ref(c), `Name of table ${givenName(c)}`);
    },
  },
  'aws.elasticache_cluster': {
    write: (c, x) => {
      const engine = String(c.config.engine ?? 'redis');
      const sg = c.ref.subnetGroup as Component | undefined;
      if (engine === 'memcached') {
        x.add(x.id(c), {
          Type: 'AWS::ElastiCache::CacheCluster',
          Properties: {
            Engine: 'memcached',
            CacheNodeType: c.attrs.size?.startsWith('cache.') ? c.attrs.size : 'cache.t3.micro',
            EngineVersion: c.attrs.version,
            NumCacheNodes: c.attrs.nodes ?? 1,
            CacheSubnetGroupName: sg ? x.ref(sg) : undefined,
            VpcSecurityGroupIds: sgRefs(c, x),
            TransitEncryptionEnabled: true,
            Tags: tags(c),
          },
        });
        return;
      }
      x.add(x.id(c), {
        Type: 'AWS::ElastiCache::ReplicationGroup',
        Properties: {
          ReplicationGroupDescription: `Redis for ${givenName(c)}`,
          Engine: 'redis',
          CacheNodeType: c.attrs.size?.startsWith('cache.') ? c.attrs.size : 'cache.t3.micro',
          EngineVersion: redisVersion(c.attrs.version),
          NumCacheClusters: redisNodes(c),
          AutomaticFailoverEnabled: c.attrs.failover || c.attrs.flags.has('multiAz') || (c.attrs.readReplicas ?? 0) > 0,
          MultiAZEnabled: c.attrs.flags.has('multiAz'),
          PreferredMaintenanceWindow: awsMaintenanceWindow(c),
          AtRestEncryptionEnabled: true,
          TransitEncryptionEnabled: true,
          KmsKeyId: kmsArn(c, x),
          CacheSubnetGroupName: sg ? x.ref(sg) : undefined,
          SecurityGroupIds: sgRefs(c, x),
          SnapshotRetentionLimit: Math.min(35, c.attrs.retentionDays ?? 7),
          Tags: tags(c),
        },
      });
    },
  },
  'aws.elasticache_subnet_group': { write: subnetGroup('AWS::ElastiCache::SubnetGroup', 'SubnetIds', 'Description') },
  'aws.redshift_cluster': {
    write: (c, x) => {
      const sg = c.ref.subnetGroup as Component | undefined;
      const { password } = generatedPassword(c, x);
      x.add(x.id(c), {
        Type: 'AWS::Redshift::Cluster',
        DeletionPolicy: 'Snapshot',
        UpdateReplacePolicy: 'Snapshot',
        Properties: {
          ClusterType: (c.attrs.nodes ?? 1) > 1 ? 'multi-node' : 'single-node',
          NumberOfNodes: (c.attrs.nodes ?? 1) > 1 ? c.attrs.nodes : undefined,
          NodeType: 'ra3.xlplus',
          DBName: 'analytics',
          MasterUsername: 'dbadmin',
          MasterUserPassword: password,
          Encrypted: true,
          KmsKeyId: kmsArn(c, x),
          PubliclyAccessible: false,
          ClusterSubnetGroupName: sg ? x.ref(sg) : undefined,
          VpcSecurityGroupIds: sgRefs(c, x),
          EnhancedVpcRouting: true,
          Tags: tags(c),
        },
      });
    },
  },
  'aws.redshift_subnet_group': { write: subnetGroup('AWS::Redshift::ClusterSubnetGroup', 'SubnetIds', 'Description') },
  'aws.docdb_cluster': {
    write: (c, x) => {
      const sg = c.ref.subnetGroup as Component | undefined;
      const { password } = generatedPassword(c, x);
      x.add(x.id(c), {
        Type: 'AWS::DocDB::DBCluster',
        DeletionPolicy: 'Snapshot',
        UpdateReplacePolicy: 'Snapshot',
        Properties: {
          MasterUsername: 'dbadmin',
          MasterUserPassword: password,
          StorageEncrypted: true,
          KmsKeyId: kmsArn(c, x),
          DBSubnetGroupName: sg ? x.ref(sg) : undefined,
          VpcSecurityGroupIds: sgRefs(c, x),
          BackupRetentionPeriod: 7,
          DeletionProtection: true,
          Tags: tags(c),
        },
      });
      x.add(x.id(c, 'Instance1'), {
        Type: 'AWS::DocDB::DBInstance',
        Properties: { DBClusterIdentifier: x.ref(c), DBInstanceClass: 'db.t3.medium' },
      });
    },
  },
  'aws.docdb_subnet_group': {
    write: subnetGroup('AWS::DocDB::DBSubnetGroup', 'SubnetIds', 'DBSubnetGroupDescription'),
  },
  'aws.neptune_cluster': {
    write: (c, x) => {
      const sg = c.ref.subnetGroup as Component | undefined;
      x.add(x.id(c), {
        Type: 'AWS::Neptune::DBCluster',
        DeletionPolicy: 'Snapshot',
        UpdateReplacePolicy: 'Snapshot',
        Properties: {
          StorageEncrypted: true,
          KmsKeyId: kmsArn(c, x),
          IamAuthEnabled: true,
          DBSubnetGroupName: sg ? x.ref(sg) : undefined,
          VpcSecurityGroupIds: sgRefs(c, x),
          BackupRetentionPeriod: 7,
          DeletionProtection: true,
          Tags: tags(c),
        },
      });
      x.add(x.id(c, 'Instance1'), {
        Type: 'AWS::Neptune::DBInstance',
        Properties: { DBClusterIdentifier: x.ref(c), DBInstanceClass: 'db.t3.medium' },
      });
    },
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
