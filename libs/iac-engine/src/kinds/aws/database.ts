/**
 * Databases. Defaults: private subnets, a security group open only inside the VPC, encryption with
 * a customer-managed key, TLS forced by a parameter group, passwords managed by AWS (Secrets
 * Manager) so none appears in code or state, deletion protection and final snapshots.
 */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type Planner } from '../../plan/planner';
import { type AwsKind } from './types';
import { dnsName, enginePort, kmsFor, nameOf, network, roleFor, securityGroupFor, subnetIds } from './common';

function engineOf(c: Component, plan: Planner, fallback = 'postgres'): string {
  return c.attrs.engine ?? plan.global.engine ?? fallback;
}

function dbNetwork(c: Component, plan: Planner, subnetGroupKind: string, port: number, what: string): void {
  network(c, plan, { count: Math.max(2, c.attrs.zones.length) });
  securityGroupFor(c, plan, [port], `${what} port ${port}`);
  kmsFor(c, plan);
  const group = plan.all(subnetGroupKind).find((g) => !g.ref.owner) ?? plan.add(subnetGroupKind, { implicit: `places the ${what} in the private subnets`, label: c.id });
  group.ref.owner = c;
  group.ref.subnets = c.ref.subnets;
  c.ref.subnetGroup = group;
}

/**
 * A database's subnet group: its own network when the database has not placed it in one
 * (`always`: the service needs the network even then).
 */
function subnetGroupKind(kind: string, label: string, title: string, tfType: string, options: { always?: boolean } = {}): AwsKind {
  return {
    kind,
    label,
    title,
    tfType,
    needs: (c, plan) => {
      if (options.always || !c.ref.subnets) network(c, plan);
    },
    tf: (c, x) => void x.primary(c, { name: dnsName(c), subnet_ids: subnetIds(x, c) }),
  };
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

export const DATABASE_KINDS: AwsKind[] = [
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
  {
    kind: 'aws.dynamodb_table',
    label: 'main',
    title: 'DynamoDB table',
    tfType: 'aws_dynamodb_table',
    tf: (c, x) => {
      const lock = /lock/i.test(c.name ?? '') || x.plan.has('aws.s3_bucket') && /lockid/i.test(String(c.config.hashKey ?? ''));
      const hashKey = String(c.config.hashKey ?? (lock ? 'LockID' : 'id'));
      const replicas = c.attrs.regions.filter((r) => r !== x.plan.global.regions[0] || c.attrs.regions.length > 1).slice(c.attrs.regions.length > 1 && c.attrs.flags.has('replica') ? 0 : 0);
      const streams = replicas.length > 0 || c.attrs.flags.has('streams') || x.plan.has('aws.dynamodb_kinesis_streaming_destination') || x.plan.has('aws.lambda_function') && x.plan.has('aws.dynamodb_table') && c.attrs.flags.has('streams');
      x.primary(c, {
        name: nameOf(c),
        billing_mode: 'PAY_PER_REQUEST',
        hash_key: hashKey,
        attribute: block({ name: hashKey, type: 'S' }),
        ttl: c.attrs.flags.has('ttl') ? block({ attribute_name: 'expires_at', enabled: true }) : undefined,
        point_in_time_recovery: block({ enabled: true }),
        server_side_encryption: block({ enabled: true }),
        deletion_protection_enabled: c.attrs.flags.has('deletionProtection') || undefined,
        stream_enabled: streams || undefined,
        stream_view_type: streams ? 'NEW_AND_OLD_IMAGES' : undefined,
        replica: replicas.map((r) => block({ region_name: r })),
        tags: { Name: nameOf(c) },
      });
      x.output(`${c.id}_table_name`, x.ref(c, 'name'), `Name of table ${nameOf(c)}`);
    },
  },
  ...(
    [
      ['aws.dynamodb_contributor_insights', 'aws_dynamodb_contributor_insights', 'DynamoDB contributor insights', (t: string) => ({ table_name: expr(`${t}.name`) })],
      ['aws.dynamodb_table_item', 'aws_dynamodb_table_item', 'DynamoDB table item', (t: string) => ({ table_name: expr(`${t}.name`), hash_key: expr(`${t}.hash_key`), item: expr('jsonencode({ id = { S = "example" } })') })],
    ] as const
  ).map(([kind, tfType, title, body]): AwsKind => ({
    kind,
    label: 'main',
    title,
    tfType,
    needs: (c, plan) => {
      c.ref.table = plan.ensure('aws.dynamodb_table', 'the table this configures', { label: 'main' });
    },
    tf: (c, x) => void x.primary(c, body(x.addr(c.ref.table as Component))),
  })),
  {
    kind: 'aws.dynamodb_kinesis_streaming_destination',
    label: 'main',
    title: 'DynamoDB Kinesis streaming destination',
    tfType: 'aws_dynamodb_kinesis_streaming_destination',
    needs: (c, plan) => {
      c.ref.table = plan.ensure('aws.dynamodb_table', 'the table whose changes are streamed', { label: 'main' });
      c.ref.stream = plan.ensure('aws.kinesis_stream', 'receives the table changes', { label: 'main' });
    },
    tf: (c, x) => {
      x.primary(c, { table_name: x.ref(c.ref.table as Component, 'name'), stream_arn: x.ref(c.ref.stream as Component, 'arn') });
    },
  },
  {
    kind: 'aws.elasticache_cluster',
    label: 'cache',
    title: 'ElastiCache cluster',
    tfType: 'aws_elasticache_cluster',
    needs: (c, plan) => {
      const engine = c.attrs.engine === 'redis' || c.attrs.engine === 'memcached' ? c.attrs.engine : 'redis';
      c.config.engine = engine;
      dbNetwork(c, plan, 'aws.elasticache_subnet_group', enginePort(engine), 'cache');
    },
    tf: (c, x) => {
      const engine = String(c.config.engine);
      if (engine === 'memcached') {
        x.primary(c, {
          cluster_id: dnsName(c, 40),
          engine: 'memcached',
          node_type: c.attrs.size?.startsWith('cache.') ? c.attrs.size : 'cache.t4g.micro',
          num_cache_nodes: c.attrs.nodes ?? 2,
          az_mode: (c.attrs.nodes ?? 2) > 1 ? 'cross-az' : 'single-az',
          port: 11211,
          transit_encryption_enabled: true,
          subnet_group_name: x.ref(c.ref.subnetGroup as Component, 'name'),
          security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        });
        return;
      }
      // Redis in a replication group: the only form that supports encryption and AUTH.
      x.resource('aws_elasticache_replication_group', c.id, {
        replication_group_id: dnsName(c, 40),
        description: `Redis for ${nameOf(c)}`,
        engine: 'redis',
        node_type: c.attrs.size?.startsWith('cache.') ? c.attrs.size : 'cache.t4g.micro',
        num_cache_clusters: c.attrs.flags.has('multiAz') ? 2 : 1,
        automatic_failover_enabled: c.attrs.flags.has('multiAz'),
        at_rest_encryption_enabled: true,
        transit_encryption_enabled: true,
        kms_key_id: x.ref(c.ref.kms as Component, 'arn'),
        subnet_group_name: x.ref(c.ref.subnetGroup as Component, 'name'),
        security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        user_group_ids: x.plan.first('aws.elasticache_user_group') ? [x.ref(x.plan.first('aws.elasticache_user_group'))] : undefined,
      });
      x.primary(c, { cluster_id: dnsName(c, 40), replication_group_id: expr(`aws_elasticache_replication_group.${c.id}.id`) });
    },
  },
  subnetGroupKind('aws.elasticache_subnet_group', 'cache', 'ElastiCache subnet group', 'aws_elasticache_subnet_group'),
  {
    kind: 'aws.elasticache_user',
    label: 'app',
    title: 'ElastiCache user',
    tfType: 'aws_elasticache_user',
    tf: (c, x) => {
      const password = /password/.test(String(c.config.auth ?? '')) || x.plan.global.flags.has('encrypted') === false;
      x.primary(c, {
        user_id: dnsName(c, 40),
        user_name: nameOf(c),
        access_string: 'on ~app:* +@read +@write -@dangerous',
        engine: 'REDIS',
        authentication_mode: password
          ? block({ type: 'password', passwords: [x.variable(`${c.id}_cache_password`, { type: 'string', description: `Password for cache user ${nameOf(c)} (16-128 characters)`, sensitive: true })] })
          : block({ type: 'iam' }),
      });
    },
  },
  {
    kind: 'aws.elasticache_user_group',
    label: 'app',
    title: 'ElastiCache user group',
    tfType: 'aws_elasticache_user_group',
    needs: (c, plan) => {
      c.ref.user = plan.ensure('aws.elasticache_user', 'the group needs a member', { label: 'app' });
      c.ref.default = plan.add('aws.elasticache_user', { implicit: 'Redis requires a "default" user in every group; this one is switched off', label: 'default_off' });
      c.ref.default.config.disabledDefault = true;
    },
    tf: (c, x) => {
      const def = c.ref.default as Component;
      x.primary(c, { engine: 'REDIS', user_group_id: dnsName(c, 40), user_ids: [x.ref(def, 'user_id')] });
      x.resource('aws_elasticache_user_group_association', c.id, { user_group_id: x.ref(c, 'user_group_id'), user_id: x.ref(c.ref.user as Component, 'user_id') });
    },
  },
  {
    kind: 'aws.redshift_cluster',
    label: 'warehouse',
    title: 'Redshift cluster',
    tfType: 'aws_redshift_cluster',
    needs: (c, plan) => {
      dbNetwork(c, plan, 'aws.redshift_subnet_group', 5439, 'warehouse');
      if (plan.all('aws.iam_role').some((r) => !r.implicit && !r.config.service)) {
        roleFor(c, plan, 'redshift.amazonaws.com', { policies: ['arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess'], why: 'lets Redshift load from S3' });
      }
    },
    tf: (c, x) => {
      const nodes = c.attrs.nodes ?? 1;
      x.primary(c, {
        cluster_identifier: dnsName(c),
        database_name: 'analytics',
        master_username: 'dbadmin',
        manage_master_password: true,
        node_type: c.attrs.size?.startsWith('ra3') || c.attrs.size?.startsWith('dc2') ? c.attrs.size : 'ra3.large',
        cluster_type: nodes > 1 ? 'multi-node' : 'single-node',
        number_of_nodes: nodes > 1 ? nodes : undefined,
        encrypted: true,
        kms_key_id: x.ref(c.ref.kms as Component, 'arn'),
        publicly_accessible: false,
        enhanced_vpc_routing: true,
        cluster_subnet_group_name: x.ref(c.ref.subnetGroup as Component, 'name'),
        vpc_security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        cluster_parameter_group_name: x.plan.first('aws.redshift_parameter_group') ? x.ref(x.plan.first('aws.redshift_parameter_group'), 'name') : undefined,
        multi_az: c.attrs.flags.has('multiAz') || c.attrs.zones.length > 1 ? true : undefined,
        skip_final_snapshot: c.attrs.flags.has('skipFinalSnapshot'),
        final_snapshot_identifier: c.attrs.flags.has('skipFinalSnapshot') ? undefined : `${dnsName(c, 40)}-final`,
      });
      const role = c.ref.role as Component | undefined;
      if (role) x.resource('aws_redshift_cluster_iam_roles', c.id, { cluster_identifier: x.ref(c, 'cluster_identifier'), iam_role_arns: [x.ref(role, 'arn')] });
    },
  },
  subnetGroupKind('aws.redshift_subnet_group', 'warehouse', 'Redshift subnet group', 'aws_redshift_subnet_group'),
  {
    kind: 'aws.redshift_parameter_group',
    label: 'warehouse',
    title: 'Redshift parameter group',
    tfType: 'aws_redshift_parameter_group',
    tf: (c, x) => void x.primary(c, { name: dnsName(c), family: 'redshift-1.0', parameter: [block({ name: 'require_ssl', value: 'true' }), block({ name: 'enable_user_activity_logging', value: 'true' })] }),
  },
  ...(
    [
      ['aws.redshift_usage_limit', 'aws_redshift_usage_limit', 'Redshift usage limit', (r: string) => ({ cluster_identifier: expr(`${r}.id`), feature_type: 'concurrency-scaling', limit_type: 'time', amount: 60, breach_action: 'emit-metric' })],
      ['aws.redshift_event_subscription', 'aws_redshift_event_subscription', 'Redshift event subscription', (r: string, x: import('../../render/terraform/context').TfContext, c: Component) => ({ name: dnsName(c), sns_topic_arn: x.ref(c.ref.topic as Component, 'arn'), source_type: x.plan.has('aws.redshift_parameter_group') ? 'cluster-parameter-group' : 'cluster', source_ids: x.plan.has('aws.redshift_parameter_group') ? [x.ref(x.plan.first('aws.redshift_parameter_group'))] : [expr(`${r}.id`)], severity: 'INFO', event_categories: ['configuration', 'management', 'monitoring', 'security'] })],
    ] as const
  ).map(([kind, tfType, title, body]): AwsKind => ({
    kind,
    label: 'main',
    title,
    tfType,
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.redshift_cluster', 'the cluster this configures', { label: 'warehouse' });
      if (kind === 'aws.redshift_event_subscription') c.ref.topic = plan.ensure('aws.sns_topic', 'receives the events', { label: 'redshift_events' });
    },
    tf: (c, x) => void x.primary(c, body(x.addr(c.ref.cluster as Component), x, c)),
  })),
  {
    kind: 'aws.redshift_snapshot_schedule',
    label: 'main',
    title: 'Redshift snapshot schedule',
    tfType: 'aws_redshift_snapshot_schedule',
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.redshift_cluster', 'the cluster to snapshot', { label: 'warehouse' });
    },
    tf: (c, x) => {
      const every = (c.attrs.schedule ?? x.plan.global.schedule ?? 'rate(12 hours)').match(/rate\((\d+) hour/);
      x.primary(c, { identifier: dnsName(c), definitions: [`rate(${every ? every[1] : 12} hours)`] });
      x.resource('aws_redshift_snapshot_schedule_association', c.id, { cluster_identifier: x.ref(c.ref.cluster as Component), schedule_identifier: x.ref(c) });
    },
  },
  {
    kind: 'aws.redshift_endpoint_access',
    label: 'main',
    title: 'Redshift endpoint access',
    tfType: 'aws_redshift_endpoint_access',
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.redshift_cluster', 'the cluster to reach', { label: 'warehouse' });
      network(c, plan);
      const group = plan.all('aws.redshift_subnet_group').find((g) => g.ref.owner === c.ref.cluster) ?? plan.ensure('aws.redshift_subnet_group', 'subnets for the endpoint', { label: 'endpoint' });
      c.ref.subnetGroup = group;
    },
    tf: (c, x) => {
      x.primary(c, { endpoint_name: dnsName(c, 30), subnet_group_name: x.ref(c.ref.subnetGroup as Component, 'name'), cluster_identifier: x.ref(c.ref.cluster as Component, 'cluster_identifier') });
    },
  },
  {
    kind: 'aws.dax_cluster',
    label: 'main',
    title: 'DAX cluster',
    tfType: 'aws_dax_cluster',
    needs: (c, plan) => {
      roleFor(c, plan, 'dax.amazonaws.com', { statements: [{ Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:Scan', 'dynamodb:BatchGetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], Resource: '*' }], why: 'lets DAX reach DynamoDB' });
    },
    tf: (c, x) => {
      const group = x.plan.first('aws.dax_subnet_group');
      x.primary(c, {
        cluster_name: dnsName(c, 20),
        iam_role_arn: x.ref(c.ref.role as Component, 'arn'),
        node_type: c.attrs.size?.startsWith('dax.') ? c.attrs.size : 'dax.t3.small',
        replication_factor: Number(c.config.replication ?? c.attrs.nodes ?? 1),
        server_side_encryption: block({ enabled: true }),
        cluster_endpoint_encryption_type: 'TLS',
        subnet_group_name: group ? x.ref(group, 'name') : undefined,
      });
    },
  },
  subnetGroupKind('aws.dax_subnet_group', 'main', 'DAX subnet group', 'aws_dax_subnet_group', { always: true }),
  {
    kind: 'aws.neptune_cluster',
    label: 'graph',
    title: 'Neptune cluster',
    tfType: 'aws_neptune_cluster',
    needs: (c, plan) => {
      dbNetwork(c, plan, 'aws.neptune_subnet_group', 8182, 'graph database');
    },
    tf: (c, x) => {
      x.resource('aws_neptune_cluster_parameter_group', c.id, { family: 'neptune1.3', name: `${dnsName(c, 40)}-cluster`, parameter: block({ name: 'neptune_enable_audit_log', value: '1' }) });
      x.resource('aws_neptune_parameter_group', c.id, { family: 'neptune1.3', name: `${dnsName(c, 40)}-instance`, parameter: block({ name: 'neptune_query_timeout', value: '25' }) });
      x.primary(c, {
        cluster_identifier: dnsName(c),
        engine: 'neptune',
        storage_encrypted: true,
        kms_key_arn: x.ref(c.ref.kms as Component, 'arn'),
        iam_database_authentication_enabled: true,
        neptune_subnet_group_name: x.ref(c.ref.subnetGroup as Component, 'name'),
        vpc_security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        neptune_cluster_parameter_group_name: expr(`aws_neptune_cluster_parameter_group.${c.id}.name`),
        backup_retention_period: 7,
        skip_final_snapshot: c.attrs.flags.has('skipFinalSnapshot'),
        final_snapshot_identifier: c.attrs.flags.has('skipFinalSnapshot') ? undefined : `${dnsName(c, 40)}-final`,
        deletion_protection: true,
      });
      x.resource('aws_neptune_cluster_instance', c.id, { cluster_identifier: x.ref(c), instance_class: 'db.t4g.medium', engine: 'neptune', neptune_parameter_group_name: expr(`aws_neptune_parameter_group.${c.id}.name`) });
    },
  },
  subnetGroupKind('aws.neptune_subnet_group', 'graph', 'Neptune subnet group', 'aws_neptune_subnet_group'),
  {
    kind: 'aws.docdb_cluster',
    label: 'docs',
    title: 'DocumentDB cluster',
    tfType: 'aws_docdb_cluster',
    needs: (c, plan) => dbNetwork(c, plan, 'aws.docdb_subnet_group', 27017, 'document database'),
    tf: (c, x) => {
      x.primary(c, {
        cluster_identifier: dnsName(c),
        engine: 'docdb',
        master_username: 'dbadmin',
        manage_master_user_password: true,
        storage_encrypted: true,
        kms_key_id: x.ref(c.ref.kms as Component, 'arn'),
        db_subnet_group_name: x.ref(c.ref.subnetGroup as Component, 'name'),
        vpc_security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        deletion_protection: true,
        final_snapshot_identifier: `${dnsName(c, 40)}-final`,
      });
    },
  },
  subnetGroupKind('aws.docdb_subnet_group', 'docs', 'DocumentDB subnet group', 'aws_docdb_subnet_group'),
];
