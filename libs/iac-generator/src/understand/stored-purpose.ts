/**
 * "an S3 bucket for audit logs", "a storage account for nightly database backups", "a registry for
 * container images": what a store is said to be for is the data it will hold, never a service that
 * makes that data (an audit trail, a backup plan, a container service). A thing named with a
 * determiner ("a bucket for the CloudTrail trail") or in the singular stays a thing of its own.
 */
import { type Mention } from './intent';
import { type Token } from './text';

// Kinds that hold data others write into them.
const STORES =
  /\.(?:s3_bucket|storage_bucket|storage_account|storage_container|cloudwatch_log_group|log_analytics_workspace|ecr_repository|container_registry|artifact_registry_repository|efs_file_system|storage_share|filestore_instance)$/;
const DETERMINER = new Set(['a', 'an', 'the', 'its', 'their', 'this', 'that', 'each', 'every', 'one']);

/** Whether the match at [start, end) is what `store` (read just before, in this phrase) is for. */
export function storedPurpose(tokens: Token[], start: number, end: number, store: Mention | undefined): boolean {
  if (!store || !STORES.test(store.kind)) return false;
  const last = tokens[end - 1].raw;
  if (!/[a-z]s$/i.test(last) || /ss$/i.test(last)) return false;
  // "for [nightly] [database] backups": "for" a few words before, with no determiner between.
  for (let k = start - 1; k >= 0 && k >= start - 4; k--) {
    const w = tokens[k].word;
    if (w === 'for') return tokens[k].start >= store.end;
    if (DETERMINER.has(w)) return false;
  }
  return false;
}
