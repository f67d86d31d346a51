/** Identity, keys and secrets, registries, scheduling, logging and monitoring as hashicorp/google resources. */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { gName, labels, project, region, saEmail } from './common';
import { unixCron } from '../../../model/names';
import { tfLabel } from '../../../model/hcl';
import { statedRoles, secretManagerPublisher } from './identity';
import { RESOURCE_MEMBERS } from '../grant-scope';
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
    write: (c, x) => {
      // One member per role granted ("roles/storage.admin and roles/artifactregistry.writer"), else log writing only.
      const roles = statedRoles(c);
      (roles.length ? roles : ['roles/logging.logWriter']).forEach((role, i) => {
        const member = expr(`"serviceAccount:\${${x.addr(c.ref.sa as Component)}.email}"`);
        const scope = c.ref.scope as Component | undefined;
        const on = scope && RESOURCE_MEMBERS[scope.kind];
        if (scope && on) {
          const body = {
            ...(on.project ? { project: project(x) } : {}),
            [on.arg]: x.ref(scope, on.attr),
            role,
            member,
          };
          x.resource(
            on.type,
            i === 0 ? c.id : `${c.id}_${tfLabel(role.replace(/^roles\//, ''))}`,
            body,
            i === 0 ? 'The roles the request granted, on this one resource.' : undefined,
          );
          return;
        }
        const body = { project: project(x), role, member };
        if (i === 0)
          x.primary(
            c,
            body,
            roles.length ? 'The roles the request granted.' : 'A narrow predefined role, never Owner or Editor.',
          );
        else x.resource('google_project_iam_member', `${c.id}_${tfLabel(role.replace(/^roles\//, ''))}`, body);
      });
    },
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
      const topic = c.ref.topic as Component | undefined;
      const days = c.attrs.rotationDays;
      const period = days ? `${Math.round(days * 86400)}s` : undefined;
      // Secret Manager's own agent publishes the notices: it needs to publish to the topic.
      const publisher = topic ? secretManagerPublisher(c, topic, x) : undefined;
      x.primary(c, {
        project: project(x),
        secret_id: c.name ?? gName(c),
        // Copies in the regions stated when the request manages replication, else where Google chooses.
        replication:
          c.attrs.replication === 'user-managed'
            ? block({
                user_managed: block({
                  replicas: (c.attrs.regions.length ? c.attrs.regions : [region(x)]).map((location) =>
                    block({ location }),
                  ),
                }),
              })
            : block({ auto: block({}) }),
        topics: topic ? block({ name: x.ref(topic) }) : undefined,
        rotation: period
          ? block({
              rotation_period: period,
              next_rotation_time: expr(`timeadd(plantimestamp(), "${Math.round(days! * 24)}h")`),
            })
          : undefined,
        labels: labels(c),
        lifecycle: period ? block({ ignore_changes: [expr('rotation[0].next_rotation_time')] }) : undefined,
        depends_on: publisher ? [expr(publisher)] : undefined,
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
          location: c.attrs.regions[0] ?? region(x),
          format: 'DOCKER',
          docker_config: block({ immutable_tags: true }),
          cleanup_policy_dry_run: false,
          // Untagged images deleted when asked; the stated number of recent versions (else 20) always kept.
          cleanup_policies: [
            ...(c.attrs.deleteUntagged
              ? [block({ id: 'delete-untagged', action: 'DELETE', condition: block({ tag_state: 'UNTAGGED' }) })]
              : []),
            block({
              id: 'keep-recent',
              action: 'KEEP',
              most_recent_versions: block({ keep_count: c.attrs.keepImages ?? 20 }),
            }),
          ],
          labels: labels(c),
        },
        'Immutable tags: a pushed tag can never point at other code.',
      ),
  },
  'gcp.cloud_scheduler_job': {
    resourceType: 'google_cloud_scheduler_job',
    write: (c, x) => {
      // The address the request said the job calls, else the Cloud Run job or the topic it was planned with.
      const url = c.ref.runJob ? undefined : c.attrs.url;
      x.primary(c, {
        project: project(x),
        name: gName(c),
        region: region(x),
        schedule: unixCron(c.attrs.schedule),
        time_zone: 'Etc/UTC',
        pubsub_target: c.ref.topic
          ? block({ topic_name: x.ref(c.ref.topic as Component), data: expr('base64encode("run")') })
          : undefined,
        http_target: url
          ? block({ http_method: 'GET', uri: url })
          : c.ref.runJob
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
