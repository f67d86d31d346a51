import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { awsMaintenanceWindow } from '../../maintenance-window';
import { dnsName } from '../common';
import { backupDays, backupWindow, clusterInstances, clusterVersion, dbClass } from '../settings';

export const terraform: TerraformWriter = {
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
};
