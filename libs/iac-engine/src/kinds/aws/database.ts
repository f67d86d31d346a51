/**
 * Databases. Defaults: private subnets, a security group open only inside the VPC, encryption with
 * a customer-managed key, TLS forced by a parameter group, passwords managed by AWS (Secrets
 * Manager) so none appears in code or state, deletion protection and final snapshots.
 */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type Planner } from '../../plan/planner';
import { type AwsKind } from './types';
import { dnsName, enginePort, nameOf, network, roleFor, securityGroupFor, subnetIds } from './common';
import { dbNetwork } from './database-placement';
import { DAX_KINDS, DYNAMODB_KINDS } from './dynamodb';
import { ELASTICACHE_KINDS } from './elasticache';
import { REDSHIFT_KINDS } from './redshift';
import { DOCUMENT_GRAPH_KINDS } from './document-graph-databases';

function engineOf(c: Component, plan: Planner, fallback = 'postgres'): string {
  return c.attrs.engine ?? plan.global.engine ?? fallback;
}


function family(engine: string, version: string | undefined): string {
  const major = (version ?? '').split('.')[0];
  if (engine === 'aurora-postgresql') return `aurora-postgresql${major || '16'}`;
  if (engine === 'aurora-mysql') return 'aurora-mysql8.0';
  if (engine === 'mysql') return version?.startsWith('5.7') ? 'mysql5.7' : 'mysql8.0';
  if (engine === 'mariadb') return 'mariadb10.11';
  if (engine.startsWith('sqlserver')) return 'sqlserver-ee-16.0';
  if (engine.startsWith('oracle')) return 'oracle-se2-19';
  return `postgres${major || '16'}`;
}

function tlsParameter(engine: string): { name: string; value: string } {
  if (engine.includes('mysql') || engine === 'mariadb') return { name: 'require_secure_transport', value: engine === 'mariadb' ? 'ON' : '1' };
  if (engine.startsWith('sqlserver')) return { name: 'rds.force_ssl', value: '1' };
  return { name: 'rds.force_ssl', value: '1' };
}

const DEFAULT_VERSION: Record<string, string> = { postgres: '16.4', mysql: '8.0', mariadb: '10.11', 'sqlserver-ee': '16.00', 'oracle-se2': '19', 'aurora-postgresql': '16.4', 'aurora-mysql': '8.0.mysql_aurora.3.08.0' };

const RDS_KINDS: AwsKind[] = [
  {
    kind: 'aws.db_instance',
    label: 'main',
    title: 'RDS database instance',
    tfType: 'aws_db_instance',
    needs: (c, plan) => {
      const engine = engineOf(c, plan).replace(/^aurora-/, '');
      c.config.engine = engine;
      dbNetwork(c, plan, 'aws.db_subnet_group', enginePort(engine), 'database');
      const pg = plan.all('aws.db_parameter_group').find((g) => !g.ref.owner) ?? plan.add('aws.db_parameter_group', { implicit: 'forces TLS connections', label: c.id });
      pg.ref.owner = c;
      pg.config.engine = engine;
      pg.config.version = c.attrs.version;
      c.ref.parameterGroup = pg;
    },
    tf: (c, x) => {
      const engine = String(c.config.engine);
      const replicaOf = x.plan.all('aws.db_instance').find((d) => d !== c && c.config.replica && !d.config.replica);
      const sg = c.ref.securityGroup as Component;
      const isPublic = c.attrs.flags.has('public');
      x.primary(c, {
        identifier: dnsName(c),
        replicate_source_db: replicaOf ? x.ref(replicaOf, 'identifier') : undefined,
        engine: replicaOf ? undefined : engine,
        engine_version: replicaOf ? undefined : c.attrs.version ?? DEFAULT_VERSION[engine],
        instance_class: c.attrs.size?.startsWith('db.') ? c.attrs.size : 'db.t4g.micro',
        allocated_storage: replicaOf ? undefined : c.attrs.storageGb ?? 20,
        max_allocated_storage: c.attrs.maxStorageGb ?? Math.max(100, (c.attrs.storageGb ?? 20) * 2),
        storage_type: /gp2/.test(String(c.config.storageType)) ? 'gp2' : 'gp3',
        storage_encrypted: true,
        kms_key_id: x.ref(c.ref.kms as Component, 'arn'),
        db_name: engine.startsWith('sqlserver') || replicaOf ? undefined : 'app',
        username: replicaOf ? undefined : 'dbadmin',
        manage_master_user_password: replicaOf ? undefined : true,
        db_subnet_group_name: replicaOf ? undefined : x.ref(c.ref.subnetGroup as Component, 'name'),
        vpc_security_group_ids: [x.ref(sg)],
        parameter_group_name: x.ref(c.ref.parameterGroup as Component, 'name'),
        multi_az: c.attrs.flags.has('multiAz'),
        publicly_accessible: isPublic,
        backup_retention_period: 7,
        copy_tags_to_snapshot: true,
        deletion_protection: !c.attrs.flags.has('skipFinalSnapshot'),
        skip_final_snapshot: c.attrs.flags.has('skipFinalSnapshot'),
        final_snapshot_identifier: c.attrs.flags.has('skipFinalSnapshot') ? undefined : `${dnsName(c, 40)}-final`,
        apply_immediately: c.attrs.flags.has('applyImmediately') || undefined,
        auto_minor_version_upgrade: true,
        performance_insights_enabled: true,
        performance_insights_kms_key_id: x.ref(c.ref.kms as Component, 'arn'),
        iam_database_authentication_enabled: !engine.startsWith('sqlserver') && !engine.startsWith('oracle'),
        enabled_cloudwatch_logs_exports: engine === 'postgres' ? ['postgresql'] : engine === 'mysql' || engine === 'mariadb' ? ['error', 'slowquery'] : undefined,
        maintenance_window: c.config.maintenanceWindow as string | undefined,
        tags: { Name: nameOf(c) },
      }, isPublic ? 'Publicly accessible because the request asked for it; the security group still limits who can connect.' : undefined);
      x.output(`${c.id}_endpoint`, x.ref(c, 'endpoint'), `Connection endpoint of database ${nameOf(c)}`);
      if (!replicaOf) x.output(`${c.id}_master_secret_arn`, expr(`${x.addr(c)}.master_user_secret[0].secret_arn`), 'Secrets Manager secret holding the generated master password');
    },
  },
  {
    kind: 'aws.db_subnet_group',
    label: 'main',
    title: 'DB subnet group',
    tfType: 'aws_db_subnet_group',
    needs: (c, plan) => {
      if (!c.ref.subnets) network(c, plan);
    },
    tf: (c, x) => {
      x.primary(c, { name: dnsName(c), subnet_ids: subnetIds(x, c), tags: { Name: nameOf(c) } });
    },
  },
  {
    kind: 'aws.db_parameter_group',
    label: 'main',
    title: 'DB parameter group',
    tfType: 'aws_db_parameter_group',
    tf: (c, x) => {
      const engine = String(c.config.engine ?? x.plan.global.engine ?? 'postgres').replace(/^aurora-/, '');
      const p = tlsParameter(engine);
      x.primary(c, {
        name_prefix: `${dnsName(c, 40)}-`,
        family: family(engine, c.config.version as string | undefined),
        description: 'Forces TLS for client connections',
        parameter: block({ name: p.name, value: p.value }),
        lifecycle: block({ create_before_destroy: true }),
      });
    },
  },
  {
    kind: 'aws.db_option_group',
    label: 'main',
    title: 'DB option group',
    tfType: 'aws_db_option_group',
    tf: (c, x) => {
      const engine = c.attrs.engine ?? 'sqlserver-ee';
      const major = c.attrs.version ?? (engine.startsWith('sqlserver') ? '11.00' : '8.0');
      x.primary(c, {
        name: dnsName(c),
        option_group_description: `Option group ${nameOf(c)}`,
        engine_name: engine,
        major_engine_version: /^\d+$/.test(major) && engine.startsWith('sqlserver') ? `${major}.00` : major,
        option: engine.startsWith('sqlserver') ? block({ option_name: 'TDE' }) : undefined,
      });
    },
  },
  {
    kind: 'aws.db_snapshot',
    label: 'main',
    title: 'DB snapshot',
    tfType: 'aws_db_snapshot',
    needs: (c, plan) => {
      c.ref.db = plan.ensure('aws.db_instance', 'the database to snapshot', { label: 'main' });
    },
    tf: (c, x) => {
      x.primary(c, { db_instance_identifier: x.ref(c.ref.db as Component, 'identifier'), db_snapshot_identifier: `${dnsName(c, 40)}-snapshot` });
    },
  },
  {
    kind: 'aws.rds_cluster',
    label: 'main',
    title: 'Aurora / RDS cluster',
    tfType: 'aws_rds_cluster',
    needs: (c, plan) => {
      let engine = engineOf(c, plan, 'aurora-postgresql');
      if (!engine.startsWith('aurora')) engine = engine.includes('mysql') ? 'aurora-mysql' : 'aurora-postgresql';
      c.config.engine = engine;
      dbNetwork(c, plan, 'aws.db_subnet_group', enginePort(engine), 'database cluster');
    },
    tf: (c, x) => {
      const engine = String(c.config.engine);
      const serverless = c.attrs.flags.has('serverless');
      x.primary(c, {
        cluster_identifier: dnsName(c),
        engine,
        engine_version: c.attrs.version?.includes('.') ? c.attrs.version : DEFAULT_VERSION[engine],
        database_name: 'app',
        master_username: 'dbadmin',
        manage_master_user_password: true,
        db_subnet_group_name: x.ref(c.ref.subnetGroup as Component, 'name'),
        vpc_security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        storage_encrypted: true,
        kms_key_id: x.ref(c.ref.kms as Component, 'arn'),
        backup_retention_period: 7,
        deletion_protection: !c.attrs.flags.has('skipFinalSnapshot'),
        skip_final_snapshot: c.attrs.flags.has('skipFinalSnapshot'),
        final_snapshot_identifier: c.attrs.flags.has('skipFinalSnapshot') ? undefined : `${dnsName(c, 40)}-final`,
        iam_database_authentication_enabled: true,
        serverlessv2_scaling_configuration: serverless ? block({ min_capacity: 0.5, max_capacity: 4 }) : undefined,
        tags: { Name: nameOf(c) },
      });
      const count = c.attrs.flags.has('multiAz') || c.attrs.zones.length > 1 ? 2 : 1;
      for (let i = 1; i <= count; i++) {
        x.resource('aws_rds_cluster_instance', `${c.id}_${i}`, {
          identifier: `${dnsName(c, 50)}-${i}`,
          cluster_identifier: x.ref(c),
          instance_class: serverless ? 'db.serverless' : c.attrs.size?.startsWith('db.') ? c.attrs.size : 'db.t4g.medium',
          engine: x.ref(c, 'engine'),
          engine_version: x.ref(c, 'engine_version'),
          performance_insights_enabled: true,
        });
      }
      x.output(`${c.id}_endpoint`, x.ref(c, 'endpoint'), `Writer endpoint of cluster ${nameOf(c)}`);
    },
  },
  {
    kind: 'aws.db_proxy',
    label: 'main',
    title: 'RDS Proxy',
    tfType: 'aws_db_proxy',
    needs: (c, plan) => {
      const target = plan.first('aws.rds_cluster') ?? plan.ensure('aws.db_instance', 'the database behind the proxy', { label: 'main' });
      c.ref.target = target;
      network(c, plan);
      c.ref.securityGroup = securityGroupFor(target, plan, [enginePort(String(target.config.engine ?? target.attrs.engine))], 'database');
      const secret = plan.all('aws.secretsmanager_secret').find((s) => !s.ref.owner) ?? plan.add('aws.secretsmanager_secret', { implicit: 'credentials the proxy uses', label: `${c.id}_credentials` });
      secret.ref.owner = c;
      c.ref.secret = secret;
      roleFor(c, plan, 'rds.amazonaws.com', { statements: [{ Effect: 'Allow', Action: ['secretsmanager:GetSecretValue'], Resource: '*' }], why: 'lets the proxy read the database credentials' });
      const policy = plan.all('aws.iam_policy').find((p) => !p.ref.role);
      if (policy) policy.ref.role = c.ref.role;
    },
    tf: (c, x) => {
      const target = c.ref.target as Component;
      const engine = String(target.config.engine ?? 'postgres');
      x.primary(c, {
        name: dnsName(c),
        engine_family: engine.includes('mysql') || engine === 'mariadb' ? 'MYSQL' : engine.startsWith('sqlserver') ? 'SQLSERVER' : 'POSTGRESQL',
        idle_client_timeout: 1800,
        require_tls: true,
        debug_logging: false,
        role_arn: x.ref(c.ref.role as Component, 'arn'),
        vpc_security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        vpc_subnet_ids: subnetIds(x, c),
        auth: block({ auth_scheme: 'SECRETS', iam_auth: 'REQUIRED', secret_arn: x.ref(c.ref.secret as Component, 'arn') }),
      });
      x.resource('aws_db_proxy_default_target_group', c.id, {
        db_proxy_name: x.ref(c, 'name'),
        connection_pool_config: block({ max_connections_percent: 90, connection_borrow_timeout: 120 }),
      });
      x.resource('aws_db_proxy_target', c.id, {
        db_proxy_name: x.ref(c, 'name'),
        target_group_name: expr(`aws_db_proxy_default_target_group.${c.id}.name`),
        db_cluster_identifier: target.kind === 'aws.rds_cluster' ? x.ref(target, 'cluster_identifier') : undefined,
        db_instance_identifier: target.kind === 'aws.db_instance' ? x.ref(target, 'identifier') : undefined,
      });
    },
  },
];

/** Every database kind, in the order the planner has always seen them. */
export const DATABASE_KINDS: AwsKind[] = [...RDS_KINDS, ...DYNAMODB_KINDS, ...ELASTICACHE_KINDS, ...REDSHIFT_KINDS, ...DAX_KINDS, ...DOCUMENT_GRAPH_KINDS];
