/** Names given to a component: quoted, or after "named"/"called" (placeholders already, see text.ts). */
import { type Bracket, bracketAt } from './brackets';
import { PLACEHOLDER, type Token } from './text';
import { wordOf } from './word-list';

// Words allowed between a component word and its quoted name: `bucket named "x"`, `the zone "x"`,
// `node group (with name attribute set to "x")`. Anything else (`hash key named "LockID"`) means the
// quote names something other than the component.
const NAME_GAP = new Set([
  'named',
  'called',
  'name',
  'the',
  'a',
  'an',
  'with',
  'resource',
  'resources',
  'is',
  'as',
  'set',
  'to',
  'attribute',
  'should',
  'be',
  '=',
  'of',
  'its',
  'value',
  'and',
  'identifier',
  'id',
  'tagged',
  'both',
  // "the registry too (corvusacr, Premium)": said again of a thing, its name in the bracket after.
  'too',
  'also',
]);

/** Where the component words of a phrase start and end (token indexes). */
export interface Spans {
  starts: Set<number>;
  ends: Set<number>;
}

/** The index right after a list of quoted names starting at `i` (`"a"`, `"a" "b"`, `"a" and "b"`). */
function afterNameList(tokens: Token[], i: number): number {
  let k = i;
  while (PLACEHOLDER.test(tokens[k]?.word ?? '')) {
    k += 1;
    if (tokens[k]?.word === 'and' && PLACEHOLDER.test(tokens[k + 1]?.word ?? '')) k += 1;
  }
  return k;
}

/**
 * Quoted names written right before the component words ("the 'orders' table", "a 'jobs' and
 * 'mail' queue"), unless they follow another component or "named" ("a bucket 'logs' policy").
 */
export function namesBefore(tokens: Token[], start: number, quotes: Map<string, string>, spans: Spans): string[] {
  const names: string[] = [];
  let k = start;
  while (k > 0) {
    const prev = tokens[k - 1].word;
    const joins = prev === 'and' && names.length > 0 && PLACEHOLDER.test(tokens[k - 2]?.word ?? '');
    if (!PLACEHOLDER.test(prev) && !joins) break;
    k -= 1;
    const name = quotes.get(prev);
    if (name) names.unshift(name);
  }
  const lead = tokens[k - 1]?.word ?? '';
  return names.length && !spans.ends.has(k) && !['named', 'called', 'name'].includes(lead) ? names : [];
}

// A place said between a component and its name: "a bucket in the EU named x", "a topic on Google
// Cloud called y", "a vault in this region called z", "expose it inside the cluster as 'web'". The place is a setting (region, location) or the cloud itself, never the name's owner.
const PLACE_LEAD = new Set(['in', 'on', 'at', 'within', 'inside']);
export const PLACE_WORD = wordOf(`
  the
  our
  this
  that
  same
  default
  primary
  secondary
  home
  google
  gcp
  aws
  amazon
  web
  services
  azure
  microsoft
  cloud
  cluster
  region
  zone
  multi
  eu
  us
  europe
  asia
  americas
  north
  south
  east
  west
  central
  [a-z]*\\d+[a-z]?
`);
// What refers back to the thing just named: "expose it as 'web'" names the Service, not the workload.
const PRONOUN = new Set(['it', 'them', 'this', 'that']);

const SETTING_LEAD = new Set(['running', 'on', 'with', 'using']);

/**
 * The index of "named"/"called" after settings said between a thing and its name, starting at `i`:
 * "an RDS instance db.t3.micro named orders-db", "a storage account Standard_LRS called st01", "a
 * lambda python3.12 named resizer". The settings are the thing's (read where settings are).
 */
function afterSettings(
  tokens: Token[],
  i: number,
  spans?: Spans,
  consumed?: (t: Token) => boolean,
): number | undefined {
  if (!consumed) return undefined;
  // "running ubuntu 22.04 named x": a verb of what it runs or has may lead a setting.
  const setting = (k: number) =>
    !!tokens[k] &&
    !spans?.starts.has(k) &&
    (consumed(tokens[k]) || (SETTING_LEAD.has(tokens[k].word) && !!tokens[k + 1] && consumed(tokens[k + 1])));
  let k = i;
  while (k < i + 6 && setting(k)) k += 1;
  return k > i && ['named', 'called'].includes(tokens[k]?.word ?? '') ? k : undefined;
}

/** The index of "named"/"called" after a place phrase starting at `i`, when one is there. */
function afterPlace(tokens: Token[], i: number, spans?: Spans, consumed?: (t: Token) => boolean): number | undefined {
  if (!PLACE_LEAD.has(tokens[i]?.word ?? '')) return undefined;
  let k = i + 1;
  while (k < i + 6 && tokens[k] && !spans?.starts.has(k)) {
    const t = tokens[k];
    // The word as written, or folded to its singular ("this" is folded to "thi").
    if (!PLACE_WORD.test(t.word) && !PLACE_WORD.test(t.raw) && !consumed?.(t)) break;
    k += 1;
  }
  return k > i + 1 && ['named', 'called', 'as'].includes(tokens[k]?.word ?? '') ? k : undefined;
}

export function namesAfter(
  tokens: Token[],
  end: number,
  quotes: Map<string, string>,
  spans?: Spans,
  consumed?: (t: Token) => boolean,
  brackets: readonly Bracket[] = [],
): string[] {
  const names: string[] = [];
  let i = end;
  let gap = 0;
  while (i < tokens.length && gap <= 6) {
    const t = tokens[i].word;
    // "a plan (Linux, S1) named asp-tools": the bracket right after the thing says settings of it
    // (read where settings are), and its name may come after it.
    // A name given inside the bracket ("(with name attribute set to "example")") is its name all the same.
    const group = names.length === 0 ? bracketAt(brackets, tokens[i].start) : undefined;
    if (group && group[0] >= (tokens[end - 1]?.end ?? 0)) {
      const inside = namesAfter(tokens, i, quotes, spans, consumed);
      if (inside.length) return inside;
      while (i < tokens.length && tokens[i].start < group[1]) i += 1;
      continue;
    }
    if (names.length === 0 && (i === end ? PRONOUN.has(t) : false)) {
      i += 1;
      continue;
    }
    const place =
      names.length === 0
        ? (afterPlace(tokens, i, spans, consumed) ?? afterSettings(tokens, i, spans, consumed))
        : undefined;
    if (place !== undefined) {
      i = place;
      continue;
    }
    if (PLACEHOLDER.test(t)) {
      // Names set apart from this component and written right before another are the other one's
      // ("a table with a 'jobs' queue").
      // A name after "named" or "called" is this one's all the same ("an account named lake (StorageV2)").
      const introduced = ['named', 'called'].includes(tokens[i - 1]?.word ?? '');
      if (spans && i > end && names.length === 0 && !introduced && spans.starts.has(afterNameList(tokens, i))) break;
      const name = quotes.get(t);
      if (name) names.push(name);
      i += 1;
      gap = 0;
      // `"a" and "b"`, `"a", "b"` name several of the same kind; anything else ends the list.
      if (tokens[i]?.word === 'and' && PLACEHOLDER.test(tokens[i + 1]?.word ?? '')) i += 1;
      else if (!PLACEHOLDER.test(tokens[i]?.word ?? '')) break;
      continue;
    }
    // Unquoted names after "named"/"called" are placeholders already (extractQuotes).
    if (!NAME_GAP.has(t) || (t === 'and' && names.length === 0)) break;
    i += 1;
    gap += 1;
  }
  return names;
}

// What a component serves, named by its owner: "for the invoicing service", "for our reporting app".
const SERVED = new Set(['service', 'app', 'application', 'microservice', 'team', 'workload', 'backend', 'frontend']);

/**
 * Where the name of the thing a component is for is ("a log group for the ledger service", "a parameter
 * for our reporting app"), which names the component too. Words read as a component of their own
 * ("for the Lambda function") are wiring, not a name.
 */
export function servedBy(
  tokens: Token[],
  end: number,
  spans: Spans,
  consumed: (t: Token) => boolean,
): number | undefined {
  if (tokens[end]?.word !== 'for') return undefined;
  let k = end + 1;
  if (['the', 'our', 'my', 'a', 'an', 'its'].includes(tokens[k]?.word ?? '')) k += 1;
  const owner = tokens[k];
  const head = tokens[k + 1];
  // "for an internal Application Load Balancer": a word starting a thing of several words is no app served.
  const startsAThing = spans.starts.has(k + 1) && !spans.ends.has(k + 2);
  if (!owner || !head || !SERVED.has(head.word) || spans.starts.has(k) || startsAThing) return undefined;
  // The owner's name may be an identifier made a placeholder before ("for the 'billing-api' service").
  if (PLACEHOLDER.test(owner.word)) return k;
  return consumed(owner) || !/^[a-z][a-z0-9]{2,}$/.test(owner.raw) ? undefined : k;
}

// Words that may stand between a general head noun and the product word that says what it runs on:
// "the 'billing-api' service to run there on Fargate", "the 'reports' job running on AWS Batch".
const RUNS_ON = new Set(
  'to run runs running there here on in as a an deployed hosted be aws amazon ecs azure google gcp cloud'.split(' '),
);

/**
 * A name given to a kind's general head noun said apart from the product word that asks for it: in
 * "I need the 'billing-api' service to run there on Fargate" the name is the Fargate service's. The
 * head noun (`head`, a word of the kind's title: "service") follows the quoted name, and only words of
 * running on something stand between it and the product word at `start`; none is read when another
 * thing is read in between, or the name is introduced for something else ("named").
 */
export function nameBeforeHead(
  tokens: Token[],
  start: number,
  quotes: Map<string, string>,
  spans: Spans,
  head: (word: string) => boolean,
): string | undefined {
  let k = start - 1;
  while (k >= 0 && RUNS_ON.has(tokens[k].word) && !spans.ends.has(k + 1)) k -= 1;
  // The head noun may be read as a word of its own that asks for nothing on this cloud ("service").
  if (k < 1 || k === start - 1 || !head(tokens[k].word)) return undefined;
  const name = PLACEHOLDER.test(tokens[k - 1].word) ? quotes.get(tokens[k - 1].word) : undefined;
  if (!name || spans.ends.has(k - 1) || ['named', 'called'].includes(tokens[k - 2]?.word ?? '')) return undefined;
  return name;
}
