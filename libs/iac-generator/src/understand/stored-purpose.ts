/**
 * "an S3 bucket for audit logs", "a bucket to store audit logs", "an EBS volume for the database
 * files", "a storage account for nightly database backups": what a store is said to be for is the
 * data it will hold, never a service that makes that data (an audit trail, a database, a backup
 * plan). The data is a plural the match ends with ("audit logs") or a plural noun right after the
 * match that no kind names ("database files": the match only says which files). A thing named with
 * a determiner and ending the phrase itself ("a bucket for the CloudTrail trail") or in the singular
 * stays a thing of its own, and so does one the store is for in the other direction ("a bucket and
 * a trail that writes to it").
 */
import { type Mention } from './intent';
import { type Match } from './match';
import { type ClauseState } from './steps/state';
import { PLACEHOLDER, type Token } from './text';

// Kinds that hold data others write into them (disks hold the files of what runs beside them).
const STORES =
  /\.(?:s3_bucket|storage_bucket|storage_account|storage_container|cloudwatch_log_group|log_analytics_workspace|ecr_repository|container_registry|artifact_registry_repository|efs_file_system|storage_share|filestore_instance|ebs_volume|managed_disk|compute_disk|persistent_volume_claim|persistent_volume)$/;
const DETERMINER = new Set(['a', 'an', 'the', 'its', 'their', 'this', 'that', 'each', 'every', 'one']);
// Verbs saying a store is there to take data in: "to store audit logs", "that holds the backups".
const HOLDS =
  /^(?:store|stores|storing|hold|holds|holding|keep|keeps|keeping|archive|archives|archiving|receive|receives|receiving|collect|collects|collecting)$/;

const plural = (raw: string) => /[a-z]s$/i.test(raw) && !/ss$/i.test(raw);

/**
 * The head word of the match's noun phrase when the match only modifies it and no kind is named by
 * the head ("files" of "the database files"), read from the clause's parse; undefined otherwise.
 * `quoteText` gives the words of name placeholders.
 */
export function dataHeadOf(c: ClauseState, m: Match, quoteText: Map<string, string>): string | undefined {
  // A plain word after a store's word is taken as its name before the parse ("database files"):
  // a lower-case plural there is the phrase's head, what the data is, never a name.
  const next = c.tokens[m.end];
  const bare = next && PLACEHOLDER.test(next.raw) ? quoteText.get(next.raw) : undefined;
  if (bare && /^[a-z]+$/.test(bare)) return bare;
  const role = c.roleOf(m);
  if (role.role !== 'modifier') return undefined;
  const head = c.parse().tokens[role.phrase.head];
  const at = c.clause.start + head.start;
  const named = c.matches.some((x) => c.tokens[x.start].start <= at && c.tokens[x.end - 1].end > at);
  return named ? undefined : head.text;
}

/**
 * Whether the match at [start, end) is what `store` (read just before, in this phrase) is for.
 * `dataHead` is the head of its noun phrase when the match only modifies it (see dataHeadOf).
 */
export function storedPurpose(
  tokens: Token[],
  start: number,
  end: number,
  store: Mention | undefined,
  dataHead?: string,
): boolean {
  if (!store || !STORES.test(store.kind)) return false;
  // "the database files": a plural head the match only modifies, no kind of its own, is the data.
  const dataAfter = !!dataHead && /^[a-z]+$/i.test(dataHead) && plural(dataHead);
  if (!dataAfter && !plural(tokens[end - 1].raw)) return false;
  // "for [nightly] [database] backups", "to store audit logs": the purpose a few words before.
  for (let k = start - 1; k >= 0 && k >= start - 4; k--) {
    const w = tokens[k].word;
    if (w === 'for' || HOLDS.test(w)) return tokens[k].start >= store.end;
    if (DETERMINER.has(w) && !dataAfter) return false;
  }
  return false;
}
