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
import { RESOURCE_MEMBERS } from './grant-scope';

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
  const sa = c.ref.serviceAccount as Component | undefined;
  if (!target || !sa) return undefined;
  const given = plan
    .all('gcp.project_iam_member')
    .find((g) => g.ref.grantedBy === c && g.ref.target === target && g.attrs.iamRoles?.includes(role));
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
