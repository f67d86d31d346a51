import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { clusterVersion } from '../settings';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_rds_cluster',
  write: (c, x) => {
    const engine = String(c.config.engine);
    const d = decide(c);
    x.primary(c, {
      cluster_identifier: dnsName(c),
      engine,
      engine_version: clusterVersion(engine, c.attrs.version),
      port: c.attrs.ports[0],
      database_name: 'app',
      master_username: c.attrs.adminUser ?? 'dbadmin',
      manage_master_user_password: true,
      db_subnet_group_name: c.ref.subnetGroup ? x.ref(c.ref.subnetGroup as Component, 'name') : undefined,
      vpc_security_group_ids: c.ref.securityGroup ? [x.ref(c.ref.securityGroup as Component)] : undefined,
      storage_encrypted: true,
      kms_key_id: c.ref.kms ? x.ref(c.ref.kms as Component, 'arn') : undefined,
      backup_retention_period: d.backupDays,
      preferred_backup_window: d.backupWindow,
      preferred_maintenance_window: d.maintenanceWindow,
      deletion_protection: !c.attrs.flags.has('skipFinalSnapshot'),
      skip_final_snapshot: c.attrs.flags.has('skipFinalSnapshot'),
      final_snapshot_identifier: c.attrs.flags.has('skipFinalSnapshot') ? undefined : `${dnsName(c, 40)}-final`,
      iam_database_authentication_enabled: true,
      serverlessv2_scaling_configuration: d.scaling
        ? block({ min_capacity: d.scaling.min, max_capacity: d.scaling.max })
        : undefined,
      tags: { Name: givenName(c) },
    });
    for (let i = 1; i <= d.instances; i++) {
      x.resource('aws_rds_cluster_instance', `${c.id}_${i}`, {
        identifier: `${dnsName(c, 50)}-${i}`,
        cluster_identifier: x.ref(c),
        instance_class: d.instanceClass,
        engine: x.ref(c, 'engine'),
        engine_version: x.ref(c, 'engine_version'),
        // On unless the request turns it off ("Performance Insights off", a follow-up's "drop Performance Insights").
        performance_insights_enabled: !c.attrs.off?.includes('performanceInsights'),
      });
    }
    x.output(`${c.id}_endpoint`, x.ref(c, 'endpoint'), `Writer endpoint of cluster ${givenName(c)}`);
  },
};
