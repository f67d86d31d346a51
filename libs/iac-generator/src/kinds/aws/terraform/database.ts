/**
 * RDS and Aurora as hashicorp/aws resources: encrypted, TLS forced by a parameter group, passwords managed by AWS (so
 * none appears in code or state), deletion protection and final snapshots.
 */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { dnsName, REQUESTED_PUBLIC_DATABASE } from '../common';
import { backupDays, backupWindow, clusterInstances, clusterVersion, dbClass, DEFAULT_VERSION } from '../settings';
import { givenName } from '../../../model/names';
import { subnetIds } from './common';
import { type TerraformWriter } from '../../../render/terraform/context';
import { awsMaintenanceWindow } from '../../maintenance-window';

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
  if (engine.includes('mysql') || engine === 'mariadb')
    return { name: 'require_secure_transport', value: engine === 'mariadb' ? 'ON' : '1' };
  return { name: 'rds.force_ssl', value: '1' };
}

export const DATABASE_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.db_instance': {
    resourceType: 'aws_db_instance',
    write: (c, x) => {
      const engine = String(c.config.engine);
      // A read replica (asked for as "with a read replica") copies its source and sets nothing of its own.
      const replicaOf = c.config.replica && c.attrs.readReplicas ? (c.ref.source as Component | undefined) : undefined;
      const sg = c.ref.securityGroup as Component;
      const isPublic = c.attrs.flags.has('public');
      x.primary(
        c,
        {
          identifier: dnsName(c),
          replicate_source_db: replicaOf ? x.ref(replicaOf, 'identifier') : undefined,
          engine: replicaOf ? undefined : engine,
          engine_version: replicaOf ? undefined : (c.attrs.version ?? DEFAULT_VERSION[engine]),
          instance_class: dbClass(c.attrs.size, 'db.t4g.micro'),
          allocated_storage: replicaOf ? undefined : (c.attrs.storageGb ?? 20),
          max_allocated_storage: c.attrs.maxStorageGb ?? Math.max(100, (c.attrs.storageGb ?? 20) * 2),
          storage_type: /gp2/.test(String(c.config.storageType)) ? 'gp2' : 'gp3',
          storage_encrypted: true,
          kms_key_id: x.ref(c.ref.kms as Component, 'arn'),
          db_name: engine.startsWith('sqlserver') || replicaOf ? undefined : 'app',
          username: replicaOf ? undefined : 'dbadmin',
          manage_master_user_password: replicaOf ? undefined : true,
          db_subnet_group_name: replicaOf ? undefined : x.ref(c.ref.subnetGroup as Component, 'name'),
          vpc_security_group_ids: [x.ref(sg)],
          parameter_group_name: replicaOf ? undefined : x.ref(c.ref.parameterGroup as Component, 'name'),
          multi_az: c.attrs.flags.has('multiAz'),
          publicly_accessible: isPublic,
          backup_retention_period: replicaOf ? undefined : backupDays(c.attrs.retentionDays),
          backup_window: replicaOf ? undefined : backupWindow(c.attrs.schedule),
          copy_tags_to_snapshot: true,
          deletion_protection: !c.attrs.flags.has('skipFinalSnapshot'),
          skip_final_snapshot: c.attrs.flags.has('skipFinalSnapshot'),
          final_snapshot_identifier: c.attrs.flags.has('skipFinalSnapshot') ? undefined : `${dnsName(c, 40)}-final`,
          apply_immediately: c.attrs.flags.has('applyImmediately') || undefined,
          auto_minor_version_upgrade: true,
          performance_insights_enabled: true,
          performance_insights_kms_key_id: x.ref(c.ref.kms as Component, 'arn'),
          iam_database_authentication_enabled: !engine.startsWith('sqlserver') && !engine.startsWith('oracle'),
          enabled_cloudwatch_logs_exports:
            engine === 'postgres'
              ? ['postgresql']
              : engine === 'mysql' || engine === 'mariadb'
                ? ['error', 'slowquery']
                : undefined,
          maintenance_window: awsMaintenanceWindow(c),
          tags: { Name: givenName(c) },
        },
        isPublic
          ? 'Publicly accessible because the request asked for it; the security group still limits who can connect.\n' +
              `infragen:waive ${REQUESTED_PUBLIC_DATABASE.id} ${REQUESTED_PUBLIC_DATABASE.reason}`
          : undefined,
      );
      x.output(`${c.id}_endpoint`, x.ref(c, 'endpoint'), `Connection endpoint of database ${givenName(c)}`);
      if (!replicaOf)
        x.output(
          `${c.id}_master_secret_arn`,
          expr(`${x.addr(c)}.master_user_secret[0].secret_arn`),
          'Secrets Manager secret holding the generated master password',
        );
    },
  },
  'aws.db_subnet_group': {
    resourceType: 'aws_db_subnet_group',
    write: (c, x) => {
      x.primary(c, { name: dnsName(c), subnet_ids: subnetIds(x, c), tags: { Name: givenName(c) } });
    },
  },
  'aws.db_parameter_group': {
    resourceType: 'aws_db_parameter_group',
    write: (c, x) => {
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
  'aws.db_option_group': {
    resourceType: 'aws_db_option_group',
    write: (c, x) => {
      const engine = c.attrs.engine ?? 'sqlserver-ee';
      const major = c.attrs.version ?? (engine.startsWith('sqlserver') ? '11.00' : '8.0');
      x.primary(c, {
        name: dnsName(c),
        option_group_description: `Option group ${givenName(c)}`,
        engine_name: engine,
        major_engine_version: /^\d+$/.test(major) && engine.startsWith('sqlserver') ? `${major}.00` : major,
        option: engine.startsWith('sqlserver') ? block({ option_name: 'TDE' }) : undefined,
      });
    },
  },
  'aws.db_snapshot': {
    resourceType: 'aws_db_snapshot',
    write: (c, x) => {
      x.primary(c, {
        db_instance_identifier: x.ref(c.ref.db as Component, 'identifier'),
        db_snapshot_identifier: `${dnsName(c, 40)}-snapshot`,
      });
    },
  },
  'aws.rds_cluster': {
    resourceType: 'aws_rds_cluster',
    write: (c, x) => {
      const engine = String(c.config.engine);
      const serverless = c.attrs.flags.has('serverless');
      x.primary(c, {
        cluster_identifier: dnsName(c),
        engine,
        engine_version: clusterVersion(engine, c.attrs.version),
        database_name: 'app',
        master_username: 'dbadmin',
        manage_master_user_password: true,
        db_subnet_group_name: x.ref(c.ref.subnetGroup as Component, 'name'),
        vpc_security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        storage_encrypted: true,
        kms_key_id: x.ref(c.ref.kms as Component, 'arn'),
        backup_retention_period: backupDays(c.attrs.retentionDays),
        preferred_backup_window: backupWindow(c.attrs.schedule),
        preferred_maintenance_window: awsMaintenanceWindow(c),
        deletion_protection: !c.attrs.flags.has('skipFinalSnapshot'),
        skip_final_snapshot: c.attrs.flags.has('skipFinalSnapshot'),
        final_snapshot_identifier: c.attrs.flags.has('skipFinalSnapshot') ? undefined : `${dnsName(c, 40)}-final`,
        iam_database_authentication_enabled: true,
        serverlessv2_scaling_configuration: serverless
          ? block({ min_capacity: c.attrs.min ?? 0.5, max_capacity: Math.max(c.attrs.max ?? 4, c.attrs.min ?? 0.5) })
          : undefined,
        tags: { Name: givenName(c) },
      });
      const count = clusterInstances(c);
      for (let i = 1; i <= count; i++) {
        x.resource('aws_rds_cluster_instance', `${c.id}_${i}`, {
          identifier: `${dnsName(c, 50)}-${i}`,
          cluster_identifier: x.ref(c),
          instance_class: serverless ? 'db.serverless' : dbClass(c.attrs.size, 'db.t4g.medium'),
          engine: x.ref(c, 'engine'),
          engine_version: x.ref(c, 'engine_version'),
          performance_insights_enabled: true,
        });
      }
      x.output(`${c.id}_endpoint`, x.ref(c, 'endpoint'), `Writer endpoint of cluster ${givenName(c)}`);
    },
  },
  'aws.db_proxy': {
    resourceType: 'aws_db_proxy',
    write: (c, x) => {
      const target = c.ref.target as Component;
      const engine = String(target.config.engine ?? 'postgres');
      x.primary(c, {
        name: dnsName(c),
        engine_family:
          engine.includes('mysql') || engine === 'mariadb'
            ? 'MYSQL'
            : engine.startsWith('sqlserver')
              ? 'SQLSERVER'
              : 'POSTGRESQL',
        idle_client_timeout: 1800,
        require_tls: true,
        debug_logging: false,
        role_arn: x.ref(c.ref.role as Component, 'arn'),
        vpc_security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        vpc_subnet_ids: subnetIds(x, c),
        auth: block({
          auth_scheme: 'SECRETS',
          iam_auth: 'REQUIRED',
          secret_arn: x.ref(c.ref.secret as Component, 'arn'),
        }),
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
};
