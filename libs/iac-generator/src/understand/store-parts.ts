/**
 * "a lifecycle rule", "versioning", "a static website" where a cloud writes them as settings of a
 * store (an Azure storage account, a Cloud Storage bucket) and another cloud as a part of its own
 * (aws_s3_bucket_lifecycle_configuration): said after such a store, they are that store's part,
 * never a second store.
 */
import { type Mention } from './intent';
import { type Concept } from './vocabulary';

// A part of a store written as a resource of its own on some cloud: the store's id with the part's.
const PART_KIND =
  /_(?:lifecycle_configuration|versioning|website_configuration|cors_configuration|logging|notification|replication_configuration)$/;

/** The store read before that the concept's words (read as `kind` here) are a part of, if any. */
export function storeOfPart(concept: Concept, kind: string, before: Mention[]): Mention | undefined {
  if (!isStorePart(concept) || PART_KIND.test(kind)) return undefined;
  return before.findLast((m) => m.kind === kind);
}

/** Whether the concept is a part some cloud writes as a store's setting ("versioning", "lifecycle rule"). */
export function isStorePart(concept: Concept): boolean {
  return Object.values(concept).some((v) => typeof v === 'string' && PART_KIND.test(v));
}
