import { block, expr } from '../../../model/hcl';
import { DATABASE_PART, partName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { cloudSqlDay } from '../../maintenance-window';
import { backupStartTime, sqlTier, sqlVersion } from '../settings';
import { gName, inProject, labels, project, region } from '../terraform/common';

const privateRangePrefix = (c: Component) => {
  const asked = c.attrs.privateRangePrefix;
  return asked !== undefined && asked >= 8 && asked <= 24 ? asked : 16;
};

export const terraform: TerraformWriter = {
  resourceType: 'google_sql_database_instance',
  write: (c, x) => {
    const net = c.ref.network as Component;
    // One private services connection per network, shared by every instance (replicas included).
    const first = x.plan.all('gcp.sql_database_instance')[0];
    const peering = `google_service_networking_connection.${first.id}`;
    if (first === c) {
      const range = x.resource('google_compute_global_address', `${c.id}_private_services`, {
        project: project(x),
        name: `${gName(c, 40)}-psa`,
        purpose: 'VPC_PEERING',
        address_type: 'INTERNAL',
        // The prefix asked ("a reserved /20 range"), within the /8 to /24 a private services range takes.
        prefix_length: privateRangePrefix(c),
        network: x.ref(net),
      });
      x.resource('google_service_networking_connection', c.id, {
        network: x.ref(net),
        service: 'servicenetworking.googleapis.com',
        reserved_peering_ranges: [expr(`${range}.name`)],
      });
    }
    const source = c.config.replica && c.attrs.readReplicas ? (c.ref.source as Component | undefined) : undefined;
    const version = sqlVersion(c);
    x.primary(
      c,
      {
        ...inProject(c, x, 80),
        region: region(x),
        database_version: version,
        master_instance_name: source ? x.ref(source, 'name') : undefined,
        deletion_protection: true,
        settings: block({
          tier: sqlTier(c),
          edition: 'ENTERPRISE',
          availability_type: c.attrs.flags.has('multiAz') ? 'REGIONAL' : 'ZONAL',
          disk_type: 'PD_SSD',
          disk_size: c.attrs.storageGb ?? 20,
          disk_autoresize: true,
          // Grows on its own up to the size stated ("auto-grow up to 500GB"); unstated, without a limit.
          disk_autoresize_limit: c.attrs.maxStorageGb,
          deletion_protection_enabled: true,
          ip_configuration: block({ ipv4_enabled: false, private_network: x.ref(net), ssl_mode: 'ENCRYPTED_ONLY' }),
          // Cloud SQL starts maintenance on the hour.
          maintenance_window: c.attrs.maintenanceWindow
            ? block({ day: cloudSqlDay(c.attrs.maintenanceWindow.day), hour: c.attrs.maintenanceWindow.hour })
            : undefined,
          backup_configuration: block({
            enabled: !source,
            start_time: source ? undefined : backupStartTime(c.attrs.schedule),
            backup_retention_settings: c.attrs.retentionDays
              ? block({ retained_backups: Math.min(365, c.attrs.retentionDays), retention_unit: 'COUNT' })
              : undefined,
            // Point-in-time recovery always: by the binary log on MySQL, by the write-ahead log otherwise.
            point_in_time_recovery_enabled: version.startsWith('MYSQL') ? undefined : true,
            binary_log_enabled: version.startsWith('MYSQL') ? true : undefined,
          }),
          database_flags: version.startsWith('POSTGRES')
            ? [
                block({ name: 'cloudsql.iam_authentication', value: 'on' }),
                block({ name: 'log_connections', value: 'on' }),
              ]
            : undefined,
          user_labels: labels(c),
        }),
        depends_on: [expr(peering)],
      },
      'Private IP only, TLS required, backups with point-in-time recovery, IAM database authentication.',
    );
    if (!source)
      x.resource('google_sql_database', c.id, {
        project: project(x),
        // The database named inside the instance ("a database called payments"), else one called app.
        name: partName(c, DATABASE_PART) ?? 'app',
        instance: x.ref(c, 'name'),
      });
    x.output(`${c.id}_connection_name`, x.ref(c, 'connection_name'), 'Cloud SQL connection name');
  },
};
