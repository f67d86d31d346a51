import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { awsMaintenanceWindow } from '../../maintenance-window';
import { REQUESTED_PUBLIC_DATABASE, dnsName } from '../common';
import { DEFAULT_VERSION, dbClass } from '../settings';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_db_instance',
  write: (c, x) => {
    const engine = String(c.config.engine);
    // A read replica copies its source and sets nothing of its own.
    const { replicaOf, own } = decide(c);
    const sg = c.ref.securityGroup as Component | undefined;
    const isPublic = c.attrs.flags.has('public');
    // Performance Insights is on unless the request turns it off ("drop Performance Insights").
    const insightsOff = !!c.attrs.off?.includes('performanceInsights');
    x.primary(
      c,
      {
        identifier: dnsName(c),
        replicate_source_db: replicaOf ? x.ref(replicaOf, 'identifier') : undefined,
        engine: replicaOf ? undefined : engine,
        port: c.attrs.ports[0],
        engine_version: replicaOf ? undefined : (c.attrs.version ?? DEFAULT_VERSION[engine]),
        instance_class: dbClass(c.attrs.size, 'db.t4g.micro'),
        allocated_storage: own?.storageGb,
        max_allocated_storage: own?.maxStorageGb,
        storage_type: /gp2/.test(String(c.config.storageType)) ? 'gp2' : 'gp3',
        storage_encrypted: true,
        kms_key_id: c.ref.kms ? x.ref(c.ref.kms as Component, 'arn') : undefined,
        db_name: engine.startsWith('sqlserver') || replicaOf ? undefined : 'app',
        username: replicaOf ? undefined : (c.attrs.adminUser ?? 'dbadmin'),
        manage_master_user_password: replicaOf ? undefined : true,
        db_subnet_group_name: replicaOf
          ? undefined
          : c.ref.subnetGroup
            ? x.ref(c.ref.subnetGroup as Component, 'name')
            : undefined,
        vpc_security_group_ids: sg ? [x.ref(sg)] : undefined,
        parameter_group_name: replicaOf ? undefined : x.ref(c.ref.parameterGroup as Component, 'name'),
        multi_az: c.attrs.flags.has('multiAz'),
        publicly_accessible: isPublic,
        backup_retention_period: own?.backupDays,
        backup_window: own?.backupWindow,
        copy_tags_to_snapshot: true,
        deletion_protection: !c.attrs.flags.has('skipFinalSnapshot'),
        skip_final_snapshot: c.attrs.flags.has('skipFinalSnapshot'),
        final_snapshot_identifier: c.attrs.flags.has('skipFinalSnapshot') ? undefined : `${dnsName(c, 40)}-final`,
        apply_immediately: c.attrs.flags.has('applyImmediately') || undefined,
        auto_minor_version_upgrade: true,
        // On unless the request turns it off; it keeps 7 days of history, its free tier.
        performance_insights_enabled: !insightsOff,
        performance_insights_retention_period: insightsOff ? undefined : 7,
        performance_insights_kms_key_id: c.ref.kms && !insightsOff ? x.ref(c.ref.kms as Component, 'arn') : undefined,
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
};
