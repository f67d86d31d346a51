/**
 * A grant stated without the word for the cloud's grant resource ("the function's identity gets
 * Storage Blob Data Contributor on the account", "grant roles/pubsub.publisher on the topic") is
 * still a grant: the role assignment or IAM member is added where the role was said, so the role
 * is written instead of having "nothing it applies to".
 */
import { type Cloud, emptyAttrs } from '../model/types';
import { type Mention } from './intent';
import { FAMILIES, type Found } from './settings';

/** The component that carries a grant on each cloud that grants roles by name or id. */
const GRANT_KINDS: Partial<Record<Cloud, string>> = {
  azure: 'azure.role_assignment',
  gcp: 'gcp.project_iam_member',
};

const GRANT_FAMILIES = new Set(['role', 'iamRole']);

/**
 * Adds the cloud's grant component for each stated role nothing in the request can take. Roles the
 * generator does not know are dropped on clouds where a role is a principal, not a grant (an AWS
 * IAM role, a Kubernetes Role), so a role's own name is not reported as an unknown grant there.
 */
export function addGrantMentions(cloud: Cloud, found: Found[], mentions: Mention[], clauses: { start: number }[]) {
  const kind = GRANT_KINDS[cloud];
  if (!kind) {
    for (let i = found.length - 1; i >= 0; i--) if (found[i].values.unknownRoles) found.splice(i, 1);
    return;
  }
  for (const f of found) {
    if (!f.family || !GRANT_FAMILIES.has(f.family)) continue;
    const family = FAMILIES[f.family];
    if (mentions.some((m) => family.test(m.kind.slice(m.kind.indexOf('.') + 1)))) continue;
    mentions.push({
      kind,
      count: 1,
      names: [],
      attrs: emptyAttrs(),
      phrase: Math.max(
        0,
        clauses.findLastIndex((c) => c.start <= f.start),
      ),
      text: f.text,
      settings: [],
      start: f.start,
      end: f.end,
    });
  }
}
