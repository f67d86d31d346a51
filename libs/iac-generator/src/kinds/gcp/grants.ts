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
import { type Access, accessSaid, type KindWords, saysAccess } from '../access-verbs';
import { CALLED_MEMBERS, RESOURCE_MEMBERS } from './grant-scope';
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

/** Per kind a service account can be granted on: the words it is spoken of by, and the role for each access. */
const GRANTABLE: Record<string, { words: RegExp; roles: Partial<Record<Access, string>> }> = {
  'gcp.pubsub_topic': {
    words: /\btopics?\b/,
    roles: { write: 'roles/pubsub.publisher', read: 'roles/pubsub.subscriber' },
  },
  'gcp.pubsub_subscription': { words: /\bsubscriptions?\b/, roles: { read: 'roles/pubsub.subscriber' } },
  'gcp.storage_bucket': {
    words: /\bbuckets?\b|\bobjects?\b|\bfiles\b/,
    roles: {
      read: 'roles/storage.objectViewer',
      write: 'roles/storage.objectCreator',
      readwrite: 'roles/storage.objectUser',
    },
  },
  'gcp.secret_manager_secret': {
    words: /\bsecrets?\b/,
    roles: { read: 'roles/secretmanager.secretAccessor', write: 'roles/secretmanager.secretVersionAdder' },
  },
  'gcp.artifact_registry_repository': {
    words: /\brepo(?:sitory|sitories|s)?\b|\bregistry\b|\bimages?\b/,
    // The writer also reads: the narrowest predefined role that pushes.
    roles: {
      read: 'roles/artifactregistry.reader',
      write: 'roles/artifactregistry.writer',
      readwrite: 'roles/artifactregistry.writer',
    },
  },
  'gcp.bigquery_dataset': {
    words: /\bdatasets?\b|\bbigquery\b|\btables?\b/,
    roles: {
      read: 'roles/bigquery.dataViewer',
      write: 'roles/bigquery.dataEditor',
      readwrite: 'roles/bigquery.dataEditor',
    },
  },
  // Calling a service that takes only signed calls: the invoker on that one service.
  'gcp.cloud_run_v2_service': {
    words: /\bcloud\s*run\b|\bservices?\b(?!\s+accounts?)/,
    roles: { invoke: 'roles/run.invoker' },
  },
};
const GRANTABLE_WORDS: KindWords = Object.fromEntries(Object.entries(GRANTABLE).map(([k, g]) => [k, g.words]));

/**
 * A service account asked with a verb of what it may do with another part of the request ("that
 * can push images to the repo", "allowed to invoke the mailer service", "that publishes to the
 * topic"): granted the narrowest predefined role for that access on that one resource.
 */
export function grantVerbs(c: Component, plan: Planner): void {
  for (const said of accessSaid(c, plan, GRANTABLE_WORDS)) {
    const role = GRANTABLE[said.target.kind].roles[said.access];
    if (!role) continue;
    if (said.target.attrs.access) usedWhilePlanning(said.target, 'access');
    plan.wired(said.phrase, said.text);
    const grant = grantFrom(
      c,
      c,
      plan,
      said.target,
      role,
      `${c.name ?? c.id} may ${saysAccess(said)} (${role} on that one resource)`,
    );
    grant.ref.scope ??= said.target.kind in CALLED_MEMBERS ? said.target : undefined;
  }
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
