/** RDS, Aurora, DynamoDB, ElastiCache, Redshift, DocumentDB, Neptune and secrets as CloudFormation. */
import { type Component } from '../../../model/types';
import { type CfnWriter } from './types';
import { generatedPassword, kmsArn, sgRefs, subnetRefs, tags } from './common';
import { dnsName, nameOf } from '../common';

const major = (v: string | undefined, d: string) => v ?? d;
const subnetGroup = (type: string, idKey: string, descKey: string): CfnWriter => (c, x) =>
  void x.add(x.id(c), { Type: type, Properties: { [descKey]: `Private subnets for ${nameOf(c)}`, [idKey]: subnetRefs(c, x), Tags: tags(c) } });

export const DATABASE_CFN: Record<string, CfnWriter> = {
  'aws.db_instance': (c, x) => {
    const engine = String(c.config.engine ?? c.attrs.engine ?? 'postgres');
    const sg = c.ref.subnetGroup as Component | undefined;
    const pg = c.ref.parameterGroup as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::RDS::DBInstance',
      DeletionPolicy: 'Snapshot',
      UpdateReplacePolicy: 'Snapshot',
      Properties: {
        DBInstanceIdentifier: c.name ? dnsName(c) : undefined,
        Engine: engine,
        EngineVersion: c.attrs.version,
        DBInstanceClass: c.attrs.size?.startsWith('db.') ? c.attrs.size : 'db.t3.micro',
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
        BackupRetentionPeriod: Math.min(35, Math.max(7, c.attrs.retentionDays ?? 7)),
        DeletionProtection: true,
        CopyTagsToSnapshot: true,
        EnableIAMDatabaseAuthentication: engine.includes('postgres') || engine.includes('mysql') || engine === 'mariadb' ? true : undefined,
        AutoMinorVersionUpgrade: true,
        EnablePerformanceInsights: true,
        Tags: tags(c),
      },
    });
    x.output(`${x.id(c)}Endpoint`, x.att(c, 'Endpoint.Address'), `Endpoint of ${nameOf(c)}`);
  },
  'aws.db_subnet_group': subnetGroup('AWS::RDS::DBSubnetGroup', 'SubnetIds', 'DBSubnetGroupDescription'),
  'aws.db_parameter_group': (c, x) => {
    const engine = String(c.config.engine ?? 'postgres');
    const v = c.config.version as string | undefined;
    const familyName = engine.includes('mysql') ? 'mysql8.0' : engine === 'mariadb' ? 'mariadb10.11' : `postgres${major(v?.split('.')[0], '16')}`;
    const tls = engine.includes('mysql') || engine === 'mariadb' ? { require_secure_transport: '1' } : { 'rds.force_ssl': '1' };
    x.add(x.id(c), { Type: 'AWS::RDS::DBParameterGroup', Properties: { Description: `TLS-only parameters for ${nameOf(c)}`, Family: familyName, Parameters: tls, Tags: tags(c) } });
  },
  'aws.db_option_group': (c, x) => void x.add(x.id(c), { Type: 'AWS::RDS::OptionGroup', Properties: { EngineName: 'mysql', MajorEngineVersion: '8.0', OptionGroupDescription: `Options for ${nameOf(c)}`, Tags: tags(c) } }),
  'aws.rds_cluster': (c, x) => {
    const engine = String(c.config.engine ?? 'aurora-postgresql');
    const sg = c.ref.subnetGroup as Component | undefined;
    const serverless = c.attrs.flags.has('serverless');
    x.add(x.id(c), {
      Type: 'AWS::RDS::DBCluster',
      DeletionPolicy: 'Snapshot',
      UpdateReplacePolicy: 'Snapshot',
      Properties: {
        Engine: engine.startsWith('aurora') ? engine : `aurora-${engine.includes('mysql') ? 'mysql' : 'postgresql'}`,
        EngineVersion: c.attrs.version,
        MasterUsername: 'dbadmin',
        ManageMasterUserPassword: true,
        StorageEncrypted: true,
        KmsKeyId: kmsArn(c, x),
        DBSubnetGroupName: sg ? x.ref(sg) : undefined,
        VpcSecurityGroupIds: sgRefs(c, x),
        BackupRetentionPeriod: 7,
        DeletionProtection: true,
        CopyTagsToSnapshot: true,
        EnableIAMDatabaseAuthentication: true,
        ServerlessV2ScalingConfiguration: serverless ? { MinCapacity: 0.5, MaxCapacity: 4 } : undefined,
        Tags: tags(c),
      },
    });
    const n = Math.max(1, Math.min(c.attrs.nodes ?? (c.attrs.flags.has('multiAz') ? 2 : 1), 5));
    for (let i = 0; i < n; i++) x.add(x.id(c, `Instance${i + 1}`), { Type: 'AWS::RDS::DBInstance', Properties: { DBClusterIdentifier: x.ref(c), Engine: engine.startsWith('aurora') ? engine : 'aurora-postgresql', DBInstanceClass: serverless ? 'db.serverless' : 'db.r6g.large', PubliclyAccessible: false } });
    x.output(`${x.id(c)}Endpoint`, x.att(c, 'Endpoint.Address'), `Writer endpoint of ${nameOf(c)}`);
  },
  'aws.dynamodb_table': (c, x) => {
    const hashKey = String(c.config.hashKey ?? (/lock/i.test(c.name ?? '') ? 'LockID' : 'id'));
    x.add(x.id(c), {
      Type: 'AWS::DynamoDB::Table',
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        TableName: c.name ? nameOf(c).replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 255).padEnd(3, '_') : undefined,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: hashKey, AttributeType: 'S' }],
        KeySchema: [{ AttributeName: hashKey, KeyType: 'HASH' }],
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
        DeletionProtectionEnabled: true,
        StreamSpecification: c.attrs.flags.has('streams') ? { StreamViewType: 'NEW_AND_OLD_IMAGES' } : undefined,
        TimeToLiveSpecification: c.attrs.flags.has('ttl') ? { AttributeName: 'expires_at', Enabled: true } : undefined,
        Tags: tags(c),
      },
    });
    x.output(`${x.id(c)}Name`, x.ref(c), `Name of table ${nameOf(c)}`);
  },
  'aws.elasticache_cluster': (c, x) => {
    const engine = String(c.config.engine ?? 'redis');
    const sg = c.ref.subnetGroup as Component | undefined;
    if (engine === 'memcached') {
      x.add(x.id(c), { Type: 'AWS::ElastiCache::CacheCluster', Properties: { Engine: 'memcached', CacheNodeType: c.attrs.size?.startsWith('cache.') ? c.attrs.size : 'cache.t3.micro', NumCacheNodes: c.attrs.nodes ?? 1, CacheSubnetGroupName: sg ? x.ref(sg) : undefined, VpcSecurityGroupIds: sgRefs(c, x), TransitEncryptionEnabled: true, Tags: tags(c) } });
      return;
    }
    x.add(x.id(c), {
      Type: 'AWS::ElastiCache::ReplicationGroup',
      Properties: {
        ReplicationGroupDescription: `Redis for ${nameOf(c)}`,
        Engine: 'redis',
        CacheNodeType: c.attrs.size?.startsWith('cache.') ? c.attrs.size : 'cache.t3.micro',
        NumCacheClusters: c.attrs.flags.has('multiAz') ? 2 : 1,
        AutomaticFailoverEnabled: c.attrs.flags.has('multiAz'),
        MultiAZEnabled: c.attrs.flags.has('multiAz'),
        AtRestEncryptionEnabled: true,
        TransitEncryptionEnabled: true,
        KmsKeyId: kmsArn(c, x),
        CacheSubnetGroupName: sg ? x.ref(sg) : undefined,
        SecurityGroupIds: sgRefs(c, x),
        SnapshotRetentionLimit: 7,
        Tags: tags(c),
      },
    });
  },
  'aws.elasticache_subnet_group': subnetGroup('AWS::ElastiCache::SubnetGroup', 'SubnetIds', 'Description'),
  'aws.redshift_cluster': (c, x) => {
    const sg = c.ref.subnetGroup as Component | undefined;
    const { password } = generatedPassword(c, x);
    x.add(x.id(c), {
      Type: 'AWS::Redshift::Cluster',
      DeletionPolicy: 'Snapshot',
      UpdateReplacePolicy: 'Snapshot',
      Properties: { ClusterType: (c.attrs.nodes ?? 1) > 1 ? 'multi-node' : 'single-node', NumberOfNodes: (c.attrs.nodes ?? 1) > 1 ? c.attrs.nodes : undefined, NodeType: 'ra3.xlplus', DBName: 'analytics', MasterUsername: 'dbadmin', MasterUserPassword: password, Encrypted: true, KmsKeyId: kmsArn(c, x), PubliclyAccessible: false, ClusterSubnetGroupName: sg ? x.ref(sg) : undefined, VpcSecurityGroupIds: sgRefs(c, x), EnhancedVpcRouting: true, Tags: tags(c) },
    });
  },
  'aws.redshift_subnet_group': subnetGroup('AWS::Redshift::ClusterSubnetGroup', 'SubnetIds', 'Description'),
  'aws.docdb_cluster': (c, x) => {
    const sg = c.ref.subnetGroup as Component | undefined;
    const { password } = generatedPassword(c, x);
    x.add(x.id(c), { Type: 'AWS::DocDB::DBCluster', DeletionPolicy: 'Snapshot', UpdateReplacePolicy: 'Snapshot', Properties: { MasterUsername: 'dbadmin', MasterUserPassword: password, StorageEncrypted: true, KmsKeyId: kmsArn(c, x), DBSubnetGroupName: sg ? x.ref(sg) : undefined, VpcSecurityGroupIds: sgRefs(c, x), BackupRetentionPeriod: 7, DeletionProtection: true, Tags: tags(c) } });
    x.add(x.id(c, 'Instance1'), { Type: 'AWS::DocDB::DBInstance', Properties: { DBClusterIdentifier: x.ref(c), DBInstanceClass: 'db.t3.medium' } });
  },
  'aws.docdb_subnet_group': subnetGroup('AWS::DocDB::DBSubnetGroup', 'SubnetIds', 'DBSubnetGroupDescription'),
  'aws.neptune_cluster': (c, x) => {
    const sg = c.ref.subnetGroup as Component | undefined;
    x.add(x.id(c), { Type: 'AWS::Neptune::DBCluster', DeletionPolicy: 'Snapshot', UpdateReplacePolicy: 'Snapshot', Properties: { StorageEncrypted: true, KmsKeyId: kmsArn(c, x), IamAuthEnabled: true, DBSubnetGroupName: sg ? x.ref(sg) : undefined, VpcSecurityGroupIds: sgRefs(c, x), BackupRetentionPeriod: 7, DeletionProtection: true, Tags: tags(c) } });
    x.add(x.id(c, 'Instance1'), { Type: 'AWS::Neptune::DBInstance', Properties: { DBClusterIdentifier: x.ref(c), DBInstanceClass: 'db.t3.medium' } });
  },
  'aws.neptune_subnet_group': subnetGroup('AWS::Neptune::DBSubnetGroup', 'SubnetIds', 'DBSubnetGroupDescription'),
  'aws.secretsmanager_secret': (c, x) => {
    x.add(x.id(c), { Type: 'AWS::SecretsManager::Secret', Properties: { Name: c.name ? nameOf(c) : undefined, Description: `Secret ${nameOf(c)}`, KmsKeyId: kmsArn(c, x), GenerateSecretString: { PasswordLength: 32, ExcludePunctuation: true }, Tags: tags(c) } });
  },
};
