/**
 * Wiring between two parts of one request on Google Cloud: when a workload and a resource it works
 * with are both asked for, the workload's own service account is granted the predefined role that
 * lets it (Cloud Run connects to Cloud SQL, nodes pull from Artifact Registry, a VM uses a bucket).
 * Without it both parts are written and the workload is refused at run time. The grant is an IAM
 * member (project-iam-member kind), on the resource itself where it has IAM members of its own
 * (grant-scope.ts), else on the project; it names the workload's service account, never the first.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { tfLabel } from '../../model/hcl';
import { usedWhilePlanning } from '../../plan/track-reads';
import { roleForAccess } from '../access-roles';
import { RESOURCE_MEMBERS } from './grant-scope';
import { pushedFrom } from './pubsub-subscriptions-push';

/**
 * Grants the component's service account (`c.ref.serviceAccount`, planned before this step) `role`
 * on the first asked-for component of `kinds`, once; returns the grant, or nothing without one.
 */
export function grantOn(
  c: Component,
  plan: Planner,
  kinds: string[],
  role: string,
  why: string,
): Component | undefined {
  // Only a resource the request asked for: one planned for another part (a function's source bucket) is not this one's.
  const target = kinds.flatMap((k) => plan.all(k)).find((t) => !t.implicit);
  // What the request said the workload does with it (read-only, write-only) picks the narrower role.
  const chosen = target && roleForAccess(role, target.attrs.access);
  if (chosen && target) {
    ({ role, why } = chosen);
    usedWhilePlanning(target, 'access');
  }
  const sa = c.ref.serviceAccount as Component | undefined;
  if (!target || !sa) return undefined;
  // A service a push subscription on the topic calls receives its messages; it publishes nothing there.
  if (target.kind === 'gcp.pubsub_topic' && pushedFrom(c, target, plan)) return undefined;
  return grantFrom(c, sa, plan, target, role, why);
}

/**
 * A service account asked for with a store and what it may do there ("a service account with
 * read-only access to the bucket"): granted the role for that access on the first asked-for store of
 * `kinds` it was said of. Only when the access was said: a service account and a bucket asked side by
 * side are not linked by the words alone.
 */
export function grantSaid(
  c: Component,
  plan: Planner,
  kinds: string[],
  role: string,
  // The words said of the access chosen replace the row's own (which name what is given when unsaid).
  _why: string,
): Component | undefined {
  const target = kinds.flatMap((k) => plan.all(k)).find((t) => !t.implicit && t.attrs.access);
  const chosen = target && roleForAccess(role, target.attrs.access);
  if (!target || !chosen) return undefined;
  usedWhilePlanning(target, 'access');
  return grantFrom(c, c, plan, target, chosen.role, chosen.why);
}

/** The IAM member giving `sa` (the component's service account, or the component itself) `role` on `target`, once. */
function grantFrom(
  c: Component,
  sa: Component,
  plan: Planner,
  target: Component,
  role: string,
  why: string,
): Component {
  const given = plan
    .all('gcp.project_iam_member')
    // One member per service account, store and role: a VM's grant and its service account's own
    // ("a VM that reads the bucket" reaches both steps) name the same account.
    .find((g) => (g.ref.sa ?? g.ref.grantedBy) === sa && g.ref.target === target && g.attrs.iamRoles?.includes(role));
  if (given) return given;
  const grant = plan.add('gcp.project_iam_member', {
    implicit: why,
    label: `${c.id}_${tfLabel(role.replace(/^roles\//, ''))}`,
    attrs: { iamRoles: [role] },
  });
  // The grant's own rows keep these (`unless: grantedBy`): its member is this service account.
  grant.ref.grantedBy = c;
  grant.ref.target = target;
  grant.ref.sa = sa;
  grant.ref.scope = target.kind in RESOURCE_MEMBERS ? target : undefined;
  return grant;
}

/**
 * The first resource of `kinds` the request asked for, which the component connects to (a Cloud
 * Run service to its Cloud SQL instance): kept as its ref, so its writer wires the connection.
 */
export function connectsTo(_c: Component, plan: Planner, kinds: string[]): Component | undefined {
  return kinds.flatMap((k) => plan.all(k)).find((t) => !t.implicit);
}
