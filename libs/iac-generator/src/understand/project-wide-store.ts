/**
 * Cloud Storage said as the service across a whole project ("a service account that can read objects in
 * Cloud Storage across the project", "read all buckets in the project"): no bucket is asked for, the access
 * is a project-level role of the account said with it. Written as a bucket, it would invent a store nobody
 * asked for and grant on it alone.
 */
import { type Setting } from '../model/types';
import { type Clause } from './text';
import { type Intent } from './intent';

// The whole project as the place of the access, or every bucket in it.
const PROJECT_WIDE =
  /\b(?:across|throughout|in|on)\s+(?:the\s+|this\s+|our\s+|my\s+)?(?:whole\s+|entire\s+)?project\b|\bproject[- ]wide\b|\ball\s+(?:the\s+)?(?:buckets|objects)\b|\bevery\s+bucket\b/i;
// A bucket of its own, named or said as one ("a bucket", "bucket logs"): a store asked for.
const ONE_BUCKET = /\bbuckets?\b/i;
const ROLES: Record<string, string> = {
  read: 'roles/storage.objectViewer',
  write: 'roles/storage.objectCreator',
  readwrite: 'roles/storage.objectUser',
};

/**
 * Services whose access is granted on the whole project, said by the service's own name after what the
 * account may do ("can write to Firestore", "can only write logs"): no database or log bucket is asked
 * for, the access is the project role. Written as the resource, it would invent one nobody asked for
 * (a second Firestore database fails where one exists) and grant nothing.
 */
const PROJECT_SERVICES: { kind: string; said: RegExp; roles: Record<'read' | 'write', string> }[] = [
  {
    kind: 'gcp.firestore_database',
    said: /^(?:cloud\s+)?(?:firestore|datastore)$/i,
    roles: { read: 'roles/datastore.viewer', write: 'roles/datastore.user' },
  },
  {
    kind: 'gcp.logging_project_bucket_config',
    said: /^(?:cloud\s+)?(?:logs?|logging)$/i,
    roles: { read: 'roles/logging.viewer', write: 'roles/logging.logWriter' },
  },
];
// What the account may do, said right before the service: "can write to", "only reads from", "that writes".
const ACCESS_BEFORE =
  /\b(?:can|may|to|that|which|only|just|should|will)\s+(?:only\s+|just\s+)?(?:(read(?:s)?\s*(?:and|&|\/)\s*writes?)|(reads?|view|see)|(writes?|sends?|ships?|emits?|pushes?))\s+(?:to\s+|from\s+|into\s+|in\s+)?(?:the\s+|its\s+|our\s+)?$/i;

/** Turns each project-wide Cloud Storage mention into a project role of the account said before it (Google Cloud only). */
export function grantProjectWideStorage(intent: Pick<Intent, 'cloud' | 'mentions'>, clauses: Clause[]): void {
  if (intent.cloud !== 'gcp') return;
  for (const m of [...intent.mentions]) {
    if (m.kind !== 'gcp.storage_bucket' || m.names.length || ONE_BUCKET.test(m.text ?? '')) continue;
    const role = m.attrs.access && ROLES[m.attrs.access];
    if (!role || !PROJECT_WIDE.test(clauses[m.phrase]?.text ?? '')) continue;
    if (!intent.mentions.some((o) => o.kind === 'gcp.service_account' && o.phrase <= m.phrase)) continue;
    asProjectRole(m, role);
  }
  for (const m of [...intent.mentions]) {
    const service = PROJECT_SERVICES.find((x) => x.kind === m.kind && x.said.test((m.text ?? '').trim()));
    if (!service || m.names.length || m.indefinite) continue;
    const clause = clauses.findLast((c) => c.start <= m.start);
    const access = clause && ACCESS_BEFORE.exec(clause.text.slice(0, m.start - clause.start));
    if (!access || !intent.mentions.some((o) => o.kind === 'gcp.service_account' && o.phrase <= m.phrase)) continue;
    asProjectRole(m, access[2] ? service.roles.read : service.roles.write);
  }
}

/**
 * The mention is the grant now, as a role said by its id would be (grant-mentions.ts): an IAM member of the
 * project for the account said with it. What was said of the access is accounted for as that role.
 */
function asProjectRole(m: Intent['mentions'][number], role: string): void {
  m.kind = 'gcp.project_iam_member';
  m.attrs.iamRoles = [role];
  m.attrs.access = undefined;
  m.settings = m.settings.map((s): Setting => ({
    ...s,
    label: 'IAM role',
    keys: ['iamRoles'],
    family: 'iamRole',
    values: { iamRoles: [role] },
  }));
}
