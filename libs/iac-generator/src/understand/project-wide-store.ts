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

/** Turns each project-wide Cloud Storage mention into a project role of the account said before it (Google Cloud only). */
export function grantProjectWideStorage(intent: Pick<Intent, 'cloud' | 'mentions'>, clauses: Clause[]): void {
  if (intent.cloud !== 'gcp') return;
  for (const m of [...intent.mentions]) {
    if (m.kind !== 'gcp.storage_bucket' || m.names.length || ONE_BUCKET.test(m.text ?? '')) continue;
    const role = m.attrs.access && ROLES[m.attrs.access];
    if (!role || !PROJECT_WIDE.test(clauses[m.phrase]?.text ?? '')) continue;
    if (!intent.mentions.some((o) => o.kind === 'gcp.service_account' && o.phrase <= m.phrase)) continue;
    // The mention is the grant now, as a role said by its id would be (grant-mentions.ts): an IAM member of the
    // project for the account said with it. What was said of the access is accounted for as that role.
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
}
