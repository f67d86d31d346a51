import { expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lightsail_database',
  write: (c, x) => {
    const mysql = (c.attrs.engine ?? x.plan.global.engine ?? 'mysql').includes('mysql');
    x.data('aws_region', 'current', {});
    x.primary(c, {
      relational_database_name: dnsName(c),
      availability_zone: expr('"${data.aws_region.current.name}a"'),
      master_database_name: 'app',
      master_username: 'dbadmin',
      master_password: x.variable('lightsail_db_password', {
        type: 'string',
        description: 'Master password for the Lightsail database',
        sensitive: true,
      }),
      blueprint_id: mysql ? 'mysql_8_0' : 'postgres_16',
      bundle_id: 'micro_2_0',
      backup_retention_enabled: true,
      preferred_backup_window: '16:00-16:30',
      preferred_maintenance_window: 'Tue:17:00-Tue:17:30',
      apply_immediately: c.attrs.flags.has('applyImmediately') || undefined,
      skip_final_snapshot: false,
      final_snapshot_name: `${dnsName(c)}-final`,
    });
  },
};
