/** Identity, keys and secrets, registries, scheduling, logging and monitoring as hashicorp/google resources. */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { gName, labels, project, region, saEmail } from './common';
import { unixCron } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const PLATFORM_TERRAFORM: Record<string, TerraformWriter> = {
  'gcp.service_account': {
    resourceType: 'google_service_account',
    write: (c, x) =>
      void x.primary(c, {
        project: project(x),
        account_id: gName(c, 28).padEnd(6, '0'),
        display_name: `Service account for ${gName(c)}`,
      }),
  },
  'gcp.project_iam_member': {
    resourceType: 'google_project_iam_member',
    write: (c, x) =>
      void x.primary(
        c,
        {
          project: project(x),
          role: 'roles/logging.logWriter',
          member: expr(`"serviceAccount:\${${x.addr(c.ref.sa as Component)}.email}"`),
        },
        'A narrow predefined role, never Owner or Editor.',
      ),
  },
  'gcp.kms_crypto_key': {
    resourceType: 'google_kms_crypto_key',
    write: (c, x) => {
      const ring = x.resource('google_kms_key_ring', c.id, {
        project: project(x),
        name: `${gName(c, 50)}-ring`,
        location: region(x),
      });
      x.primary(
        c,
        {
          name: gName(c),
          key_ring: expr(`${ring}.id`),
          rotation_period: '7776000s',
          purpose: 'ENCRYPT_DECRYPT',
          lifecycle: block({ prevent_destroy: true }),
          labels: labels(c),
        },
        'Rotated every 90 days; Terraform refuses to destroy it.',
      );
    },
  },
  'gcp.secret_manager_secret': {
    resourceType: 'google_secret_manager_secret',
    write: (c, x) => {
      x.primary(c, {
        project: project(x),
        secret_id: gName(c),
        replication: block({ auto: block({}) }),
        labels: labels(c),
      });
      x.resource(
        'google_secret_manager_secret_version',
        c.id,
        {
          secret: x.ref(c),
          secret_data: x.variable(`${c.id}_value`, {
            type: 'string',
            description: `Value of the secret ${gName(c)}`,
            sensitive: true,
          }),
        },
        'The value comes from a sensitive variable, never from code.',
      );
    },
  },
  'gcp.artifact_registry_repository': {
    resourceType: 'google_artifact_registry_repository',
    write: (c, x) =>
      void x.primary(
        c,
        {
          project: project(x),
          repository_id: gName(c),
          location: region(x),
          format: 'DOCKER',
          docker_config: block({ immutable_tags: true }),
          cleanup_policy_dry_run: false,
          cleanup_policies: block({
            id: 'keep-recent',
            action: 'KEEP',
            most_recent_versions: block({ keep_count: 20 }),
          }),
          labels: labels(c),
        },
        'Immutable tags: a pushed tag can never point at other code.',
      ),
  },
  'gcp.cloud_scheduler_job': {
    resourceType: 'google_cloud_scheduler_job',
    write: (c, x) => {
      x.primary(c, {
        project: project(x),
        name: gName(c),
        region: region(x),
        schedule: unixCron(c.attrs.schedule),
        time_zone: 'Etc/UTC',
        pubsub_target: c.ref.runJob
          ? undefined
          : block({ topic_name: x.ref(c.ref.topic as Component), data: expr('base64encode("run")') }),
        http_target: c.ref.runJob
          ? block({
              http_method: 'POST',
              uri: expr(
                `"https://run.googleapis.com/v2/projects/\${var.project_id}/locations/\${var.region}/jobs/\${${x.addr(c.ref.runJob as Component)}.name}:run"`,
              ),
              oauth_token: block({ service_account_email: saEmail(c.ref.runJob as Component, x) }),
            })
          : undefined,
      });
    },
  },
  'gcp.logging_project_bucket_config': {
    resourceType: 'google_logging_project_bucket_config',
    write: (c, x) =>
      void x.primary(c, {
        project: project(x),
        location: region(x),
        bucket_id: gName(c),
        retention_days: Math.max(30, c.attrs.retentionDays ?? 30),
      }),
  },
  'gcp.monitoring_alert_policy': {
    resourceType: 'google_monitoring_alert_policy',
    write: (c, x) =>
      void x.primary(c, {
        project: project(x),
        display_name: `High CPU (${gName(c)})`,
        combiner: 'OR',
        conditions: block({
          display_name: 'CPU above 80%',
          condition_threshold: block({
            filter:
              'resource.type = "gce_instance" AND metric.type = "compute.googleapis.com/instance/cpu/utilization"',
            comparison: 'COMPARISON_GT',
            threshold_value: 0.8,
            duration: '300s',
            aggregations: block({ alignment_period: '60s', per_series_aligner: 'ALIGN_MEAN' }),
          }),
        }),
        user_labels: labels(c),
      }),
  },
  'gcp.workflows_workflow': {
    resourceType: 'google_workflows_workflow',
    write: (c, x) =>
      void x.primary(c, {
        project: project(x),
        name: gName(c),
        region: region(x),
        service_account: x.ref(c.ref.sa as Component, 'id'),
        deletion_protection: true,
        source_contents: '- done:\n    return: "ok"\n',
        labels: labels(c),
      }),
  },
};
