/** Identity, keys and secrets, registries, scheduling, logging and monitoring. */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type GcpKind } from './types';
import { gName, labels, project, region } from './common';
import { unixCron } from '../../model/names';

export const PLATFORM_KINDS: GcpKind[] = [
  {
    kind: 'gcp.service_account',
    label: 'app',
    title: 'Service account',
    tfType: 'google_service_account',
    tf: (c, x) => void x.primary(c, { project: project(x), account_id: gName(c, 28).padEnd(6, '0'), display_name: `Service account for ${gName(c)}` }),
  },
  {
    kind: 'gcp.project_iam_member',
    label: 'log_writer',
    title: 'IAM binding',
    tfType: 'google_project_iam_member',
    needs: (c, plan) => void (c.ref.sa = plan.first('gcp.service_account') ?? plan.add('gcp.service_account', { implicit: 'the identity the role is granted to', label: 'app' })),
    tf: (c, x) => void x.primary(c, { project: project(x), role: 'roles/logging.logWriter', member: expr(`"serviceAccount:\${${x.addr(c.ref.sa as Component)}.email}"`) }, 'A narrow predefined role, never Owner or Editor.'),
  },
  {
    kind: 'gcp.kms_crypto_key',
    label: 'main',
    title: 'KMS key ring and key',
    tfType: 'google_kms_crypto_key',
    tf: (c, x) => {
      const ring = x.resource('google_kms_key_ring', c.id, { project: project(x), name: `${gName(c, 50)}-ring`, location: region(x) });
      x.primary(c, { name: gName(c), key_ring: expr(`${ring}.id`), rotation_period: '7776000s', purpose: 'ENCRYPT_DECRYPT', lifecycle: block({ prevent_destroy: true }), labels: labels(c) }, 'Rotated every 90 days; Terraform refuses to destroy it.');
    },
  },
  {
    kind: 'gcp.secret_manager_secret',
    label: 'app_secret',
    title: 'Secret Manager secret',
    tfType: 'google_secret_manager_secret',
    tf: (c, x) => {
      x.primary(c, { project: project(x), secret_id: gName(c), replication: block({ auto: block({}) }), labels: labels(c) });
      x.resource('google_secret_manager_secret_version', c.id, { secret: x.ref(c), secret_data: x.variable(`${c.id}_value`, { type: 'string', description: `Value of the secret ${gName(c)}`, sensitive: true }) }, 'The value comes from a sensitive variable, never from code.');
    },
  },
  {
    kind: 'gcp.artifact_registry_repository',
    label: 'images',
    title: 'Artifact Registry repository',
    tfType: 'google_artifact_registry_repository',
    tf: (c, x) => void x.primary(c, { project: project(x), repository_id: gName(c), location: region(x), format: 'DOCKER', docker_config: block({ immutable_tags: true }), cleanup_policy_dry_run: false, cleanup_policies: block({ id: 'keep-recent', action: 'KEEP', most_recent_versions: block({ keep_count: 20 }) }), labels: labels(c) }, 'Immutable tags: a pushed tag can never point at other code.'),
  },
  {
    kind: 'gcp.cloud_scheduler_job',
    label: 'nightly',
    title: 'Cloud Scheduler job',
    tfType: 'google_cloud_scheduler_job',
    needs: (c, plan) => {
      c.ref.topic = plan.first('gcp.pubsub_topic') ?? plan.add('gcp.pubsub_topic', { implicit: 'the schedule publishes to a topic that triggers the work', label: `${c.id}_trigger` });
    },
    tf: (c, x) => {
      x.primary(c, { project: project(x), name: gName(c), region: region(x), schedule: unixCron(c.attrs.schedule), time_zone: 'Etc/UTC', pubsub_target: block({ topic_name: x.ref(c.ref.topic as Component), data: expr('base64encode("run")') }) });
    },
  },
  {
    kind: 'gcp.logging_project_bucket_config',
    label: 'logs',
    title: 'Log bucket',
    tfType: 'google_logging_project_bucket_config',
    tf: (c, x) => void x.primary(c, { project: project(x), location: region(x), bucket_id: gName(c), retention_days: Math.max(30, c.attrs.retentionDays ?? 30) }),
  },
  {
    kind: 'gcp.monitoring_alert_policy',
    label: 'cpu',
    title: 'Monitoring alert policy',
    tfType: 'google_monitoring_alert_policy',
    tf: (c, x) => void x.primary(c, { project: project(x), display_name: `High CPU (${gName(c)})`, combiner: 'OR', conditions: block({ display_name: 'CPU above 80%', condition_threshold: block({ filter: 'resource.type = "gce_instance" AND metric.type = "compute.googleapis.com/instance/cpu/utilization"', comparison: 'COMPARISON_GT', threshold_value: 0.8, duration: '300s', aggregations: block({ alignment_period: '60s', per_series_aligner: 'ALIGN_MEAN' }) }) }), user_labels: labels(c) }),
  },
  {
    kind: 'gcp.workflows_workflow',
    label: 'main',
    title: 'Workflow',
    tfType: 'google_workflows_workflow',
    needs: (c, plan) => void (c.ref.sa = plan.first('gcp.service_account') ?? plan.add('gcp.service_account', { implicit: 'the workflow runs as its own identity', label: c.id })),
    tf: (c, x) => void x.primary(c, { project: project(x), name: gName(c), region: region(x), service_account: x.ref(c.ref.sa as Component, 'id'), deletion_protection: true, source_contents: '- done:\n    return: "ok"\n', labels: labels(c) }),
  },
];
