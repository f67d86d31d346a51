import { asStrings, UNKNOWN } from '../../view/node';
import { PUBLIC_MEMBERS } from '../bucket-public/rule';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

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

export const rule = codeRule(spec, {
  terraform: (ctx) => {
    for (const r of ctx.resources(...TYPES)) {
      const node = r.body.get('member') ?? r.body.get('members');
      const members = asStrings(node?.value());
      if (node && members !== UNKNOWN && members.some((m) => PUBLIC_MEMBERS.has(m))) ctx.report(r, node);
    }
  },
});
