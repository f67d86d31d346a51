/**
 * Storage, databases, analytics and messaging as hashicorp/google resources. Buckets are uniform and never public; SQL
 * is private-IP only.
 */
import { type Component } from '../../../model/types';
import { block, expr, tfLabel } from '../../../model/hcl';
import { gName, labels, project, region } from './common';
import { backupStartTime, redisShape, sqlTier, sqlVersion, storageClass } from '../settings';
import { type TerraformWriter } from '../../../render/terraform/context';
import { subscriptionName } from '../pubsub-subscriptions';
import { cloudSqlDay, googleDay } from '../../maintenance-window';

const nonEmpty = <T>(list: T[]): T[] | undefined => (list.length ? list : undefined);

/** Where the request put it: a multi-region or location id ("EU", "nam5"), else a stated region. */
const statedLocation = (c: Component): string | undefined => c.attrs.location ?? c.attrs.regions[0];

/** Processing units Spanner accepts: a multiple of 100 up to 1000, of 1000 above. */
const spannerUnits = (n: number) => (n <= 1000 ? Math.max(100, Math.ceil(n / 100) * 100) : Math.ceil(n / 1000) * 1000);

/** A Spanner database id: 2 to 30 lower-case letters, digits, hyphens or underscores, starting with a letter. */
const spannerDatabaseName = (name: string) =>
  `db-${name}`
    .replace(/^db-(?=[a-z])/, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '-')
    .slice(0, 30)
    .padEnd(2, '0');

export const DATA_TERRAFORM: Record<string, TerraformWriter> = {
  'gcp.storage_bucket': {
    resourceType: 'google_storage_bucket',
    write: (c, x) => {
      const website = c.attrs.flags.has('website');
      x.primary(
        c,
        {
          project: project(x),
          // A stated name as given (bucket names are global: the request chose it); else one made unique by the project.
          name: c.name ? gName(c) : expr(`"${gName(c, 40)}-\${var.project_id}"`),
          location: statedLocation(c)?.toUpperCase() ?? expr('upper(var.region)'),
          storage_class: storageClass(c.attrs.tier) ?? 'STANDARD',
          uniform_bucket_level_access: true,
          public_access_prevention: website ? 'inherited' : 'enforced',
          force_destroy: false,
          // Cloud Storage refuses versioning on a bucket with a retention policy: the policy keeps objects instead.
          versioning: block({ enabled: !c.attrs.retentionPolicy }),
          soft_delete_policy: block({ retention_duration_seconds: 604800 }),
          // Written only when there is a rule: an empty list would be an argument, not blocks.
          lifecycle_rule: nonEmpty([
            ...(c.attrs.retentionPolicy
              ? []
              : [block({ condition: block({ num_newer_versions: 5 }), action: block({ type: 'Delete' }) })]),
            ...(c.attrs.transitionDays
              ? [
                  block({
                    condition: block({ age: c.attrs.transitionDays }),
                    action: block({
                      type: 'SetStorageClass',
                      storage_class: storageClass(c.attrs.transitionClass) ?? 'NEARLINE',
                    }),
                  }),
                ]
              : []),
            // Retention as deletion, unless a retention policy (a minimum, not a deletion) was asked for.
            ...(c.attrs.retentionDays && !c.attrs.retentionPolicy
              ? [block({ condition: block({ age: c.attrs.retentionDays }), action: block({ type: 'Delete' }) })]
              : []),
          ]),
          retention_policy:
            c.attrs.retentionDays && c.attrs.retentionPolicy
              ? block({
                  retention_period: Math.round(c.attrs.retentionDays * 86400),
                  is_locked: c.attrs.retentionPolicy === 'locked' || undefined,
                })
              : undefined,
          website: website ? block({ main_page_suffix: 'index.html', not_found_page: '404.html' }) : undefined,
          labels: labels(c),
        },
        'Uniform access, public access prevention, versioning with soft delete.',
      );
      x.output(`${c.id}_bucket_name`, x.ref(c, 'name'), 'Bucket name');
    },
  },
  'gcp.storage_bucket_object': {
    resourceType: 'google_storage_bucket_object',
    write: (c, x) =>
      void x.primary(c, {
        name: c.attrs.path ?? `${gName(c)}.txt`,
        bucket: x.ref(c.ref.bucket as Component, 'name'),
        content: 'placeholder',
      }),
  },
  'gcp.storage_bucket_iam_member': {
    resourceType: 'google_storage_bucket_iam_member',
    write: (c, x) =>
      void x.primary(
        c,
        {
          bucket: x.ref(c.ref.bucket as Component, 'name'),
          role: 'roles/storage.objectViewer',
          member: expr(`"serviceAccount:\${${x.addr(c.ref.sa as Component)}.email}"`),
        },
        'Read-only, on this bucket only.',
      ),
  },
  'gcp.sql_database_instance': {
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
          prefix_length: 16,
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
          project: project(x),
          name: gName(c, 80),
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
              point_in_time_recovery_enabled: version.startsWith('POSTGRES') ? true : undefined,
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
        x.resource('google_sql_database', c.id, { project: project(x), name: 'app', instance: x.ref(c, 'name') });
      x.output(`${c.id}_connection_name`, x.ref(c, 'connection_name'), 'Cloud SQL connection name');
    },
  },
  'gcp.redis_instance': {
    resourceType: 'google_redis_instance',
    write: (c, x) =>
      void x.primary(
        c,
        {
          project: project(x),
          name: gName(c, 40),
          region: region(x),
          tier: redisShape(c).tier,
          memory_size_gb: redisShape(c).memory,
          redis_version: redisShape(c).version,
          replica_count: c.attrs.readReplicas,
          read_replicas_mode: c.attrs.readReplicas ? 'READ_REPLICAS_ENABLED' : undefined,
          authorized_network: x.ref(c.ref.network as Component),
          connect_mode: 'PRIVATE_SERVICE_ACCESS',
          auth_enabled: true,
          transit_encryption_mode: 'SERVER_AUTHENTICATION',
          maintenance_policy: c.attrs.maintenanceWindow
            ? block({
                weekly_maintenance_window: block({
                  day: googleDay(c.attrs.maintenanceWindow.day),
                  start_time: block({
                    hours: c.attrs.maintenanceWindow.hour,
                    minutes: c.attrs.maintenanceWindow.minute,
                  }),
                }),
              })
            : undefined,
          labels: labels(c),
        },
        'AUTH and in-transit encryption on, reachable only from the network.',
      ),
  },
  'gcp.spanner_instance': {
    resourceType: 'google_spanner_instance',
    write: (c, x) => {
      // Compute as stated: nodes, or processing units (multiples of 100 below 1000, of 1000 above).
      const units = c.attrs.readCapacity;
      const region = c.attrs.regions[0];
      x.primary(c, {
        project: project(x),
        name: gName(c, 30),
        // A multi-region configuration as stated ("nam3", "eur3"), else the regional one of the stated region.
        config: c.attrs.location ?? (region ? `regional-${region}` : expr('"regional-${var.region}"')),
        display_name: gName(c, 30),
        processing_units: c.attrs.nodes ? undefined : units ? spannerUnits(units) : 100,
        num_nodes: c.attrs.nodes,
        labels: labels(c),
      });
      // The databases named inside the instance, else one called "app".
      const named = (c.attrs.children ?? [])
        .filter((ch) => /^(?:database|db)s?$/.test(ch.word))
        .flatMap((ch) => ch.names);
      for (const name of named.length ? named : ['app'])
        x.resource(`google_spanner_database`, named.length ? tfLabel(name) : c.id, {
          project: project(x),
          instance: x.ref(c, 'name'),
          name: spannerDatabaseName(name),
          deletion_protection: true,
        });
    },
  },
  'gcp.firestore_database': {
    resourceType: 'google_firestore_database',
    write: (c, x) =>
      void x.primary(c, {
        project: project(x),
        // A named database is one of the project's named databases; unnamed, the project's default one.
        name: c.name ? gName(c) : '(default)',
        location_id: statedLocation(c) ?? region(x),
        type: 'FIRESTORE_NATIVE',
        point_in_time_recovery_enablement: 'POINT_IN_TIME_RECOVERY_ENABLED',
        delete_protection_state: 'DELETE_PROTECTION_ENABLED',
        deletion_policy: 'ABANDON',
      }),
  },
  'gcp.bigquery_dataset': {
    resourceType: 'google_bigquery_dataset',
    write: (c, x) =>
      void x.primary(c, {
        project: project(x),
        dataset_id: gName(c).replace(/-/g, '_'),
        location: statedLocation(c) ?? expr('upper(var.region)'),
        delete_contents_on_destroy: false,
        default_table_expiration_ms: c.attrs.retentionDays ? c.attrs.retentionDays * 86400000 : undefined,
        labels: labels(c),
      }),
  },
  'gcp.bigquery_table': {
    resourceType: 'google_bigquery_table',
    write: (c, x) =>
      void x.primary(c, {
        project: project(x),
        dataset_id: x.ref(c.ref.dataset as Component, 'dataset_id'),
        table_id: gName(c).replace(/-/g, '_'),
        deletion_protection: true,
        time_partitioning: block({ type: 'DAY', field: 'event_time' }),
        schema: expr(
          'jsonencode([{ name = "event_time", type = "TIMESTAMP", mode = "REQUIRED" }, { name = "payload", type = "JSON", mode = "NULLABLE" }])',
        ),
        labels: labels(c),
      }),
  },
  'gcp.pubsub_topic': {
    resourceType: 'google_pubsub_topic',
    write: (c, x) =>
      void x.primary(c, {
        project: project(x),
        name: gName(c),
        message_retention_duration: `${Math.min(31, c.attrs.retentionDays ?? 7) * 86400}s`,
        labels: labels(c),
      }),
  },
  'gcp.pubsub_subscription': {
    resourceType: 'google_pubsub_subscription',
    write: (c, x) => {
      const dlq = c.ref.dlq as Component | undefined;
      x.primary(c, {
        project: project(x),
        name: subscriptionName(c) ?? gName(c),
        topic: x.ref(c.ref.topic as Component),
        ack_deadline_seconds: Math.min(600, Math.max(10, c.attrs.timeoutSeconds ?? 30)),
        message_retention_duration: `${Math.min(7, c.attrs.retentionDays ?? 7) * 86400}s`,
        enable_message_ordering: c.attrs.flags.has('fifo') || undefined,
        enable_exactly_once_delivery: c.attrs.exactlyOnce,
        retry_policy: block({ minimum_backoff: '10s', maximum_backoff: '600s' }),
        // Pub/Sub allows 5 to 100 delivery attempts before a message goes to the dead-letter topic.
        dead_letter_policy: dlq
          ? block({
              dead_letter_topic: x.ref(dlq),
              max_delivery_attempts: Math.min(100, Math.max(5, c.attrs.maxReceives ?? 5)),
            })
          : undefined,
        labels: labels(c),
      });
    },
  },
  'gcp.filestore_instance': {
    resourceType: 'google_filestore_instance',
    write: (c, x) =>
      void x.primary(c, {
        project: project(x),
        name: gName(c),
        location: expr(`"\${var.region}-b"`),
        tier: /ssd|zonal|regional|enterprise/i.test(c.attrs.tier ?? '') ? 'BASIC_SSD' : 'BASIC_HDD',
        file_shares: block({ name: 'share1', capacity_gb: Math.max(1024, c.attrs.storageGb ?? 1024) }),
        networks: block({ network: x.ref(c.ref.network as Component, 'name'), modes: ['MODE_IPV4'] }),
        labels: labels(c),
      }),
  },
};
