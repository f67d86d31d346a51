import { type Intent, type Mention } from '../../understand/understand';
import { type Kind } from '../kind';
import { COMPUTE_KINDS } from './compute';
import { DATA_KINDS } from './data';
import { PLATFORM_KINDS } from './platform';
import { MONITORING_KINDS } from './monitoring';
import { APIGEE_KINDS } from './apigee';
import { FOLDER_KINDS } from './kinds.generated';
import { markExisting } from '../existing-mention';
import { zoneNotAsked } from '../zone-asked';
import { existingLookup } from '../../model/existing';
import { startsOnObjects } from './object-events';
import { grantVerbs } from './grants';

// A resource the request says exists is referenced as it is: nothing is planned around it. An
// account that exists may still be granted on a resource of the request ("... must be allowed to invoke it").
const referenced = (k: Kind): Kind => ({
  ...k,
  needs:
    k.needs &&
    ((c, plan) =>
      existingLookup(c) ? (k.kind === 'gcp.service_account' ? grantVerbs(c, plan) : undefined) : k.needs?.(c, plan)),
});

export const GCP_KINDS: ReadonlyMap<string, Kind> = new Map(
  [...COMPUTE_KINDS, ...DATA_KINDS, ...PLATFORM_KINDS, ...MONITORING_KINDS, ...APIGEE_KINDS, ...FOLDER_KINDS].map(
    (k) => [k.kind, referenced(k)],
  ),
);

/** Services that run and scale their own instances: "instances" said of them are theirs, not Compute Engine VMs. */
const SCALING_SERVICES = [
  'gcp.cloud_run_v2_service',
  'gcp.cloud_run_v2_job',
  'gcp.compute_instance_group_manager',
  'gcp.cloudfunctions2_function',
];

/** What runs its machines from one definition: a disk said beside them is each machine's. */
const NODE_GROUPS = [
  'gcp.container_node_pool',
  'gcp.container_cluster',
  'gcp.compute_instance_group_manager',
  'gcp.compute_instance_template',
];

/** Context decides what a generic word means: "max 12 instances" of a Cloud Run service are its instances. */
export function resolveGcpKind(kind: string, intent: Intent, mention?: Mention): string | null {
  markExisting(kind, intent, mention);
  const has = (k: string) => intent.mentions.some((m) => m.kind === k);
  if (zoneNotAsked(kind, mention)) return null;
  if (kind === 'gcp.compute_instance' && /s$/.test(mention?.text ?? '') && SCALING_SERVICES.some(has)) return null;
  // With no VM asked, unnamed disks said beside nodes ("node pool ..., 100 GB pd-balanced disks") are
  // the nodes' own disks: their size goes to the pool or group, never a loose disk nothing attaches.
  if (kind === 'gcp.compute_disk' && !mention?.names.length && !has('gcp.compute_instance') && NODE_GROUPS.some(has))
    return null;
  // Beside a BigQuery dataset a table is a BigQuery table: one named is written, "its tables" are the dataset's own.
  if (kind === 'gcp.firestore_database' && /^tables?$/.test(mention?.text ?? '') && has('gcp.bigquery_dataset'))
    return mention?.names.length ? 'gcp.bigquery_table' : null;
  // Beside an Apigee organization, an instance is its runtime instance, not a VM.
  if (
    kind === 'gcp.compute_instance' &&
    /^(?:runtime )?instances?$/.test(mention?.text ?? '') &&
    has('gcp.apigee_organization')
  )
    return 'gcp.apigee_instance';
  // Beside Apigee, APIs are what it manages, not an API Gateway of their own.
  if (kind === 'gcp.api_gateway_api' && /^apis?$/.test(mention?.text ?? '') && has('gcp.apigee_organization'))
    return null;
  // "A function triggered by uploads to the bucket": the uploads are the bucket's events (object-events.ts), not an
  // object; a name said there is the bucket's ("uploads to the bucket acme-raw").
  if (
    kind === 'gcp.storage_bucket_object' &&
    has('gcp.cloudfunctions2_function') &&
    startsOnObjects(intent.phrases[mention?.phrase ?? -1] ?? '')
  )
    return mention?.names.length ? 'gcp.storage_bucket' : null;
  // Beside a registry, images are what it holds, not a workload that runs them.
  if (
    kind === 'gcp.cloud_run_v2_service' &&
    /\bimages?$/.test(mention?.text ?? '') &&
    has('gcp.artifact_registry_repository')
  )
    return null;
  return kind;
}
