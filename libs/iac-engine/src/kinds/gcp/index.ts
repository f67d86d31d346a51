import { type Intent, type Mention } from '../../understand/understand';
import { type Kind } from '../kind';
import { NETWORK_KINDS } from './network';
import { COMPUTE_KINDS } from './compute';
import { DATA_KINDS } from './data';
import { PLATFORM_KINDS } from './platform';
import { CATALOGUE_KINDS } from './catalogue';

export const GCP_KINDS: ReadonlyMap<string, Kind> = new Map(
  [...NETWORK_KINDS, ...COMPUTE_KINDS, ...DATA_KINDS, ...PLATFORM_KINDS, ...CATALOGUE_KINDS].map((k) => [k.kind, k]),
);

/** Services that run and scale their own instances: "instances" said of them are theirs, not Compute Engine VMs. */
const SCALING_SERVICES = [
  'gcp.cloud_run_v2_service',
  'gcp.cloud_run_v2_job',
  'gcp.compute_instance_group_manager',
  'gcp.cloudfunctions2_function',
];

/** Context decides what a generic word means: "max 20 instances" of a Cloud Run service are its instances. */
export function resolveGcpKind(kind: string, intent: Intent, mention?: Mention): string | null {
  const has = (k: string) => intent.mentions.some((m) => m.kind === k);
  if (kind === 'gcp.compute_instance' && /s$/.test(mention?.text ?? '') && SCALING_SERVICES.some(has)) return null;
  // Beside a BigQuery dataset a table is a BigQuery table: one named is written, "its tables" are the dataset's own.
  if (kind === 'gcp.firestore_database' && /^tables?$/.test(mention?.text ?? '') && has('gcp.bigquery_dataset'))
    return mention?.names.length ? 'gcp.bigquery_table' : null;
  return kind;
}
