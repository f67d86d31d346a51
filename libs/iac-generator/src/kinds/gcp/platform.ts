/** Identity, keys and secrets, registries, scheduling, logging and monitoring. */
import { type Kind } from '../kind';
import { grantScope } from './grant-scope';

export const PLATFORM_KINDS: Kind[] = [
  {
    kind: 'gcp.service_account',
    label: 'app',
    title: 'Service account',
  },
  {
    kind: 'gcp.project_iam_member',
    label: 'log_writer',
    title: 'IAM binding',
    needs: (c, plan) => {
      c.ref.sa =
        plan.first('gcp.service_account') ??
        plan.add('gcp.service_account', { implicit: 'the identity the role is granted to', label: 'app' });
      c.ref.scope = grantScope(c, plan);
    },
  },
  {
    kind: 'gcp.kms_crypto_key',
    label: 'main',
    title: 'KMS key ring and key',
  },
  {
    kind: 'gcp.secret_manager_secret',
    label: 'app_secret',
    title: 'Secret Manager secret',
    needs: (c, plan) => {
      // Notices go to a topic the request asked for in the same breath; rotation needs one to announce itself on.
      const asked = plan.all('gcp.pubsub_topic').find((t) => !t.implicit && t.phrase === c.phrase);
      c.ref.topic ??=
        asked ??
        (c.attrs.rotationDays
          ? plan.add('gcp.pubsub_topic', {
              implicit: 'Secret Manager announces each rotation on a topic, and rotation needs one',
              label: `${c.id}_rotation`,
            })
          : undefined);
    },
  },
  {
    kind: 'gcp.artifact_registry_repository',
    label: 'images',
    title: 'Artifact Registry repository',
  },
  {
    kind: 'gcp.cloud_scheduler_job',
    label: 'nightly',
    title: 'Cloud Scheduler job',
    needs: (c, plan) => {
      // A job that runs a Cloud Run job or calls a stated address needs no topic.
      if (c.ref.runJob || c.attrs.url) return;
      c.ref.topic ??=
        plan.first('gcp.pubsub_topic') ??
        plan.add('gcp.pubsub_topic', {
          implicit: 'the schedule publishes to a topic that triggers the work',
          label: `${c.id}_trigger`,
        });
    },
  },
  {
    kind: 'gcp.logging_project_bucket_config',
    label: 'logs',
    title: 'Log bucket',
  },
  {
    kind: 'gcp.workflows_workflow',
    label: 'main',
    title: 'Workflow',
    needs: (c, plan) =>
      void (c.ref.sa =
        plan.first('gcp.service_account') ??
        plan.add('gcp.service_account', { implicit: 'the workflow runs as its own identity', label: c.id })),
  },
];
