/** Storage, databases, analytics and messaging. Buckets are uniform and never public; SQL is private-IP only. */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type GcpKind } from './types';
import { gName, labels, networkFor, project, region } from './common';

const sqlVersion = (c: Component) => {
  const e = c.attrs.engine ?? 'postgres';
  if (e.includes('mysql') || e === 'mariadb') return 'MYSQL_8_0';
  if (e.startsWith('sqlserver')) return 'SQLSERVER_2022_STANDARD';
  return `POSTGRES_${c.attrs.version?.split('.')[0] ?? '16'}`;
};

export const DATA_KINDS: GcpKind[] = [
  {
    kind: 'gcp.storage_bucket',
    label: 'main',
    title: 'Cloud Storage bucket',
    tfType: 'google_storage_bucket',
    tf: (c, x) => {
      const website = c.attrs.flags.has('website');
      x.primary(c, {
        project: project(x),
        name: expr(`"${gName(c, 40)}-\${var.project_id}"`),
        location: expr('upper(var.region)'),
        storage_class: 'STANDARD',
        uniform_bucket_level_access: true,
        public_access_prevention: website ? 'inherited' : 'enforced',
        force_destroy: false,
        versioning: block({ enabled: true }),
        soft_delete_policy: block({ retention_duration_seconds: 604800 }),
        lifecycle_rule: block({ condition: block({ num_newer_versions: 5 }), action: block({ type: 'Delete' }) }),
        website: website ? block({ main_page_suffix: 'index.html', not_found_page: '404.html' }) : undefined,
        labels: labels(c),
      }, 'Uniform access, public access prevention, versioning with soft delete.');
      x.output(`${c.id}_bucket_name`, x.ref(c, 'name'), 'Bucket name');
    },
  },
  {
    kind: 'gcp.storage_bucket_object',
    label: 'object',
    title: 'Storage object',
    tfType: 'google_storage_bucket_object',
    needs: (c, plan) => void (c.ref.bucket = plan.first('gcp.storage_bucket') ?? plan.add('gcp.storage_bucket', { implicit: 'the bucket the object goes in', label: 'main' })),
    tf: (c, x) => void x.primary(c, { name: c.attrs.path ?? `${gName(c)}.txt`, bucket: x.ref(c.ref.bucket as Component, 'name'), content: 'placeholder' }),
  },
  {
    kind: 'gcp.storage_bucket_iam_member',
    label: 'reader',
    title: 'Bucket IAM member',
    tfType: 'google_storage_bucket_iam_member',
    needs: (c, plan) => {
      c.ref.bucket = plan.first('gcp.storage_bucket') ?? plan.add('gcp.storage_bucket', { implicit: 'the bucket access is granted on', label: 'main' });
      c.ref.sa = plan.first('gcp.service_account') ?? plan.add('gcp.service_account', { implicit: 'the identity granted access', label: 'app' });
    },
    tf: (c, x) => void x.primary(c, { bucket: x.ref(c.ref.bucket as Component, 'name'), role: 'roles/storage.objectViewer', member: expr(`"serviceAccount:\${${x.addr(c.ref.sa as Component)}.email}"`) }, 'Read-only, on this bucket only.'),
  },
  {
    kind: 'gcp.sql_database_instance',
    label: 'main',
    title: 'Cloud SQL instance',
    tfType: 'google_sql_database_instance',
    needs: (c, plan) => void networkFor(c, plan),
    tf: (c, x) => {
      const net = c.ref.network as Component;
      const range = x.resource('google_compute_global_address', `${c.id}_private_services`, { project: project(x), name: `${gName(c, 40)}-psa`, purpose: 'VPC_PEERING', address_type: 'INTERNAL', prefix_length: 16, network: x.ref(net) });
      const peering = x.resource('google_service_networking_connection', c.id, { network: x.ref(net), service: 'servicenetworking.googleapis.com', reserved_peering_ranges: [expr(`${range}.name`)] });
      const version = sqlVersion(c);
      x.primary(c, {
        project: project(x),
        name: gName(c, 80),
        region: region(x),
        database_version: version,
        deletion_protection: true,
        settings: block({
          tier: 'db-custom-2-7680',
          edition: 'ENTERPRISE',
          availability_type: c.attrs.flags.has('multiAz') ? 'REGIONAL' : 'ZONAL',
          disk_size: c.attrs.storageGb ?? 20,
          disk_autoresize: true,
          deletion_protection_enabled: true,
          ip_configuration: block({ ipv4_enabled: false, private_network: x.ref(net), ssl_mode: 'ENCRYPTED_ONLY' }),
          backup_configuration: block({ enabled: true, point_in_time_recovery_enabled: version.startsWith('POSTGRES') ? true : undefined, binary_log_enabled: version.startsWith('MYSQL') ? true : undefined }),
          database_flags: version.startsWith('POSTGRES') ? [block({ name: 'cloudsql.iam_authentication', value: 'on' }), block({ name: 'log_connections', value: 'on' })] : undefined,
          user_labels: labels(c),
        }),
        depends_on: [expr(peering)],
      }, 'Private IP only, TLS required, backups with point-in-time recovery, IAM database authentication.');
      x.resource('google_sql_database', c.id, { project: project(x), name: 'app', instance: x.ref(c, 'name') });
      x.output(`${c.id}_connection_name`, x.ref(c, 'connection_name'), 'Cloud SQL connection name');
    },
  },
  {
    kind: 'gcp.redis_instance',
    label: 'cache',
    title: 'Memorystore for Redis',
    tfType: 'google_redis_instance',
    needs: (c, plan) => void networkFor(c, plan),
    tf: (c, x) => void x.primary(c, { project: project(x), name: gName(c, 40), region: region(x), tier: c.attrs.flags.has('multiAz') ? 'STANDARD_HA' : 'BASIC', memory_size_gb: c.attrs.storageGb ?? 1, redis_version: 'REDIS_7_2', authorized_network: x.ref(c.ref.network as Component), connect_mode: 'PRIVATE_SERVICE_ACCESS', auth_enabled: true, transit_encryption_mode: 'SERVER_AUTHENTICATION', labels: labels(c) }, 'AUTH and in-transit encryption on, reachable only from the network.'),
  },
  {
    kind: 'gcp.spanner_instance',
    label: 'main',
    title: 'Spanner instance',
    tfType: 'google_spanner_instance',
    tf: (c, x) => {
      x.primary(c, { project: project(x), name: gName(c, 30), config: expr('"regional-${var.region}"'), display_name: gName(c, 30), processing_units: 100, labels: labels(c) });
      x.resource('google_spanner_database', c.id, { project: project(x), instance: x.ref(c, 'name'), name: 'app', deletion_protection: true });
    },
  },
  {
    kind: 'gcp.firestore_database',
    label: 'main',
    title: 'Firestore database',
    tfType: 'google_firestore_database',
    tf: (c, x) => void x.primary(c, { project: project(x), name: '(default)', location_id: region(x), type: 'FIRESTORE_NATIVE', point_in_time_recovery_enablement: 'POINT_IN_TIME_RECOVERY_ENABLED', delete_protection_state: 'DELETE_PROTECTION_ENABLED', deletion_policy: 'ABANDON' }),
  },
  {
    kind: 'gcp.bigquery_dataset',
    label: 'analytics',
    title: 'BigQuery dataset',
    tfType: 'google_bigquery_dataset',
    needs: (_c, plan) => void (plan.has('gcp.bigquery_table') || plan.add('gcp.bigquery_table', { implicit: 'a partitioned table to load data into', label: 'events' })),
    tf: (c, x) => void x.primary(c, { project: project(x), dataset_id: gName(c).replace(/-/g, '_'), location: expr('upper(var.region)'), delete_contents_on_destroy: false, default_table_expiration_ms: c.attrs.retentionDays ? c.attrs.retentionDays * 86400000 : undefined, labels: labels(c) }),
  },
  {
    kind: 'gcp.bigquery_table',
    label: 'events',
    title: 'BigQuery table',
    tfType: 'google_bigquery_table',
    needs: (c, plan) => void (c.ref.dataset = plan.ensure('gcp.bigquery_dataset', 'the dataset the table belongs to', { label: 'analytics' })),
    tf: (c, x) => void x.primary(c, { project: project(x), dataset_id: x.ref(c.ref.dataset as Component, 'dataset_id'), table_id: gName(c).replace(/-/g, '_'), deletion_protection: true, time_partitioning: block({ type: 'DAY', field: 'event_time' }), schema: expr('jsonencode([{ name = "event_time", type = "TIMESTAMP", mode = "REQUIRED" }, { name = "payload", type = "JSON", mode = "NULLABLE" }])'), labels: labels(c) }),
  },
  {
    kind: 'gcp.pubsub_topic',
    label: 'events',
    title: 'Pub/Sub topic',
    tfType: 'google_pubsub_topic',
    tf: (c, x) => void x.primary(c, { project: project(x), name: gName(c), message_retention_duration: `${Math.min(31, c.attrs.retentionDays ?? 7) * 86400}s`, labels: labels(c) }),
  },
  {
    kind: 'gcp.pubsub_subscription',
    label: 'worker',
    title: 'Pub/Sub subscription',
    tfType: 'google_pubsub_subscription',
    needs: (c, plan) => {
      c.ref.topic = plan.first('gcp.pubsub_topic') ?? plan.add('gcp.pubsub_topic', { implicit: 'the topic the subscription reads', label: 'events' });
      if (c.attrs.flags.has('dlq') && !c.ref.dlq) c.ref.dlq = plan.add('gcp.pubsub_topic', { implicit: 'dead letters go to their own topic', label: `${c.id}_dead_letter` });
    },
    tf: (c, x) => {
      const dlq = c.ref.dlq as Component | undefined;
      x.primary(c, { project: project(x), name: gName(c), topic: x.ref(c.ref.topic as Component), ack_deadline_seconds: 30, message_retention_duration: '604800s', enable_message_ordering: c.attrs.flags.has('fifo') || undefined, retry_policy: block({ minimum_backoff: '10s', maximum_backoff: '600s' }), dead_letter_policy: dlq ? block({ dead_letter_topic: x.ref(dlq), max_delivery_attempts: 5 }) : undefined, labels: labels(c) });
    },
  },
  {
    kind: 'gcp.filestore_instance',
    label: 'shared',
    title: 'Filestore instance',
    tfType: 'google_filestore_instance',
    needs: (c, plan) => void networkFor(c, plan),
    tf: (c, x) => void x.primary(c, { project: project(x), name: gName(c), location: expr(`"\${var.region}-b"`), tier: 'BASIC_HDD', file_shares: block({ name: 'share1', capacity_gb: Math.max(1024, c.attrs.storageGb ?? 1024) }), networks: block({ network: x.ref(c.ref.network as Component, 'name'), modes: ['MODE_IPV4'] }), labels: labels(c) }),
  },
];
