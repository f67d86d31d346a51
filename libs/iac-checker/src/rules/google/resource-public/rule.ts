import { defineRule } from '../../model';
import { asStrings, UNKNOWN } from '../../view/node';
import { PUBLIC_MEMBERS } from '../bucket-public/rule';

/** IAM resources of services whose data should not be public (buckets have their own rule). */
const TYPES = [
  'project',
  'pubsub_topic',
  'pubsub_subscription',
  'bigquery_dataset',
  'bigquery_table',
  'kms_crypto_key',
  'kms_key_ring',
  'secret_manager_secret',
  'artifact_registry_repository',
  'service_account',
  'spanner_database',
  'compute_instance',
].flatMap((t) => [`google_${t}_iam_member`, `google_${t}_iam_binding`]);

export const googleResourcePublic = defineRule({
  id: 'IG-GCP-015',
  title: 'Resource shared with everyone',
  severity: 'HIGH',
  rationale:
    'A role granted to `allUsers` or `allAuthenticatedUsers` on a topic, dataset, key, secret or repository opens it to the whole internet (or every Google account).',
  remediation:
    'Grant the role to the users, groups or service accounts that need it instead of `allUsers`/`allAuthenticatedUsers`.',
  checks: {
    terraform: (ctx) => {
      for (const r of ctx.resources(...TYPES)) {
        const node = r.body.get('member') ?? r.body.get('members');
        const members = asStrings(node?.value());
        if (node && members !== UNKNOWN && members.some((m) => PUBLIC_MEMBERS.has(m))) ctx.report(r, node);
      }
    },
  },
  formats: ['terraform-google'],
});
