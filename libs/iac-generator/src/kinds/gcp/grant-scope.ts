/**
 * Where a stated Google IAM role is granted: on the one resource the request names with it when
 * that resource has its own IAM members (a topic, a secret, a bucket), else on the project. A
 * grant on the resource is the narrower one, so it is preferred whenever the provider allows it.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';

/** The resource-level IAM member of each kind, and the argument that names the resource. */
export const RESOURCE_MEMBERS: Record<
  string,
  { type: string; arg: string; attr: string; project?: boolean; location?: boolean }
> = {
  'gcp.pubsub_topic': { type: 'google_pubsub_topic_iam_member', arg: 'topic', attr: 'name', project: true },
  'gcp.pubsub_subscription': {
    type: 'google_pubsub_subscription_iam_member',
    arg: 'subscription',
    attr: 'name',
    project: true,
  },
  'gcp.secret_manager_secret': {
    type: 'google_secret_manager_secret_iam_member',
    arg: 'secret_id',
    attr: 'secret_id',
    project: true,
  },
  'gcp.storage_bucket': { type: 'google_storage_bucket_iam_member', arg: 'bucket', attr: 'name' },
  // A repository's members are named by project, location and repository id.
  'gcp.artifact_registry_repository': {
    type: 'google_artifact_registry_repository_iam_member',
    arg: 'repository',
    attr: 'repository_id',
    project: true,
    location: true,
  },
  'gcp.bigquery_dataset': {
    type: 'google_bigquery_dataset_iam_member',
    arg: 'dataset_id',
    attr: 'dataset_id',
    project: true,
  },
};

/**
 * Services whose callers are granted on the service itself (a scheduler invoking one): never chosen
 * for a stated role (grantScope), only by the wiring that calls them.
 */
export const CALLED_MEMBERS: typeof RESOURCE_MEMBERS = {
  'gcp.cloud_run_v2_service': {
    type: 'google_cloud_run_v2_service_iam_member',
    arg: 'name',
    attr: 'name',
    project: true,
    location: true,
  },
};

// Predefined roles granted on the project only: no topic, bucket or secret takes them.
const PROJECT_ONLY = /^roles\/(?:datastore|logging|monitoring|cloudtrace|errorreporting|cloudprofiler)\./;

/** The resource a stated role is granted on: the one the request asked for nearest to the role. */
export function grantScope(c: Component, plan: Planner): Component | undefined {
  if (!c.attrs.iamRoles?.length) return undefined;
  // Roles of services with no resource to grant on (Firestore, Logging, Monitoring): the project's, always.
  if (c.attrs.iamRoles.every((r) => PROJECT_ONLY.test(r))) return undefined;
  const asked = plan.components.filter((o) => !o.implicit && o.kind in RESOURCE_MEMBERS);
  const distance = (o: Component) => Math.abs((o.phrase ?? 0) - (c.phrase ?? 0));
  return asked.sort((a, b) => distance(a) - distance(b))[0];
}
