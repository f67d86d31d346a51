/**
 * "an EKS cluster ... API endpoint private only", "a storage account ... blob soft delete 14 days",
 * "an HTTP API ... CORS only for https://x": a kind's word that, with a plain word right beside it,
 * spells part of the path of a setting of a thing read before (vpc_config.endpoint_private_access,
 * blob_properties.delete_retention_policy.days) is that setting, never a resource of its own. So is
 * a kind that only exists as a part of another kind nobody asked for (S3 CORS rules without a
 * bucket) whose word starts a setting block of the thing read before (cors_configuration).
 *
 * The paths are the bundled schema's for the resource type of each thing read before, so no list
 * of wordings decides. A thing introduced as new ("a private API Gateway endpoint") or given a
 * name is asked for, and stays a resource.
 */
import { schemaPaths } from '../../model/schema-paths';
import { type Mention } from '../intent';
import { stem } from '../text';
import { KIND_TITLES } from '../../vocabulary/constraints.generated';
import { restore } from '../words';
import { type MatchWords } from './match-words';
import { type ClauseState, type RequestState } from './state';

// The Terraform provider whose type names a cloud's kind names follow ("aws.eks_cluster" -> aws_eks_cluster).
const PROVIDER: Record<string, string> = { aws: 'aws', azure: 'azurerm', gcp: 'google', k8s: 'kubernetes' };
// Path words that say nothing of which setting is meant ("enabled", the "name" of anything).
const GENERAL = new Set(['enabled', 'enable', 'name', 'type', 'id', 'arn', 'config', 'configuration', 'properties']);
// Words before a kind's word that introduce a thing of its own, or ask to make one.
const NEW_THING = new Set([
  'a',
  'an',
  'another',
  'new',
  'one',
  'second',
  'extra',
  'additional',
  'create',
  'add',
  'deploy',
  'provision',
]);
// Words that join a thing to what is said before it ("with private DNS on"): never part of a setting's name.
const JOINING = new Set([
  'with',
  'for',
  'of',
  'on',
  'in',
  'to',
  'and',
  'the',
  'its',
  'their',
  'our',
  'at',
  'by',
  'from',
]);
// How many plain words on each side of the match are read with it.
const REACH = 2;
// Words that link a thing to its state without saying which setting ("should be private", "is to stay on").
const LINKING = new Set(['is', 'are', 'be', 'should', 'must', 'will', 'to', 'stay', 'remain', 'kept', 'set', 'made']);

// Each Terraform type's settable paths as sets of their words, worked out once per process.
const pathWordsOf = new Map<string, Set<string>[]>();

function pathWords(kind: string): Set<string>[] {
  const known = pathWordsOf.get(kind);
  if (known) return known;
  const [cloud, rest] = kind.split('.');
  const provider = PROVIDER[cloud];
  const paths = provider && rest ? schemaPaths(`${provider}_${rest}`) : [];
  const sets = paths
    .filter((p) => !p.path.startsWith('timeouts.'))
    .map((p) => new Set(p.path.toLowerCase().split(/[._]/).map(stem)));
  pathWordsOf.set(kind, sets);
  return sets;
}

/** The kind `kind` is a part of ("aws.s3_bucket" of "aws.s3_bucket_cors_configuration"), if it is one. */
function parentOf(kind: string): string | undefined {
  return Object.keys(KIND_TITLES)
    .filter((k) => kind.startsWith(`${k}_`))
    .sort((a, b) => b.length - a.length)[0];
}

export function settingPathWords(req: RequestState, c: ClauseState, { m, kind }: MatchWords): boolean {
  if (typeof kind !== 'string') return false;
  const { tokens } = c;
  const inAMatch = (k: number) => c.matches.some((x) => x !== m && k >= x.start && k < x.end);
  const plain = (k: number) => !!tokens[k] && /^[a-z]+$/.test(tokens[k].raw.toLowerCase()) && !inAMatch(k);
  // "a new private API endpoint": a thing introduced as one of its own is asked for.
  if (tokens.slice(Math.max(0, m.start - REACH), m.start).some((t) => NEW_THING.has(t.word))) return false;
  let first = m.start;
  while (first > 0 && m.start - first < REACH && plain(first - 1) && !JOINING.has(tokens[first - 1].word)) first--;
  // A name right after the kind's words ("endpoint api-x") names a thing of its own.
  const next = tokens[m.end]?.raw ?? '';
  if (/q\u00a7|[a-z][-\d]|\d[a-z-]/.test(next)) return false;
  let last = m.end;
  let linking = 0;
  while (last < tokens.length && last - m.end - linking < REACH && plain(last)) {
    if (LINKING.has(tokens[last].word)) linking++;
    last++;
  }
  const beside = [
    ...tokens.slice(first, m.start).map((t) => t.word),
    ...tokens.slice(m.end, last).map((t) => t.word),
  ].filter((w) => w.length > 2 && !GENERAL.has(w));
  const head = tokens[m.end - 1].word;
  const asked = [...req.mentions, ...c.phraseMentions];
  // A part of a thing asked for ("object lock" of an S3 bucket) is written as that part.
  const parent = parentOf(kind);
  if (parent && asked.some((x) => x.kind === parent)) return false;
  const owners = asked.filter((x) => x.end <= tokens[m.start].start && x.kind !== kind);
  // Said alone, the word of a part of a kind nobody asked for names a setting ("CORS" of an HTTP API).
  const spells = (o: Mention) =>
    pathWords(o.kind).some(
      (p) => p.has(head) && (beside.some((w) => p.has(w)) || (m.end - m.start === 1 && parent !== undefined)),
    );
  if (!owners.some(spells)) return false;
  c.served = true;
  for (let k = first; k < last; k++) c.used.add(k);
  const start = tokens[first].start;
  const end = tokens[last - 1].end;
  // A reader of the clause's settings may have taken them; otherwise the answer says they were not read.
  if (!c.inPhrase.some((f) => f.start < end && f.end > start))
    req.unread.push({ phrase: c.index, text: restore(req.text.slice(start, end), req.quoteText) });
  return true;
}
