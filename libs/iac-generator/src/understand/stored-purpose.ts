/**
 * "an S3 bucket for audit logs", "a bucket to store audit logs", "an EBS volume for the database
 * files", "a storage account for nightly database backups": what a store is said to be for is the
 * data it will hold, never a service that makes that data (an audit trail, a database, a backup
 * plan). The data is a plural the match ends with ("audit logs") or a plural noun right after the
 * match ("database files": the match only says which files). A thing named right after a
 * determiner ("a bucket for the Lambda functions") or in the singular ("for the CloudTrail trail")
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

// Words that end a noun phrase and start what hangs on it.
const JOINS = new Set([
  'for',
  'with',
  'and',
  'or',
  'in',
  'on',
  'to',
  'that',
  'which',
  'of',
  'from',
  'at',
  'by',
  'named',
  'called',
]);

const plural = (raw: string) => /[a-z]s$/i.test(raw) && !/ss$/i.test(raw);

/**
 * The head word of the match's noun phrase when the match only modifies it ("files" of "the
 * database files", "logs" of "CloudTrail logs"), read from the clause's parse; undefined otherwise.
 * `quoteText` gives the words of name placeholders.
 */
export function dataHeadOf(c: ClauseState, m: Match, quoteText: Map<string, string>): string | undefined {
  const role = c.roleOf(m);
  if (role.role === 'modifier') {
    const head = c.parse().tokens[role.phrase.head].text;
    if (plural(head)) return head;
  }
  // The parse sees a name placeholder ("database files": "files" was taken as a name before it) or
  // a plural read as a verb ("CloudTrail logs"): the words right after the match, up to a word that
  // joins another part, end in the phrase's head.
  let last: string | undefined;
  for (let k = m.end; k < c.tokens.length && k < m.end + 3; k++) {
    const raw = c.tokens[k].raw;
    const word = PLACEHOLDER.test(raw) ? quoteText.get(raw) : raw;
    if (!word || !/^[a-z]+$/i.test(word) || JOINS.has(word.toLowerCase())) break;
    last = word;
  }
  return last;
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
    // "for the functions" names things of their own; "for the WordPress uploads" describes data.
    if (DETERMINER.has(w) && !dataAfter && k === start - 1) return false;
  }
  return false;
}
