/** Things of another company named in a request (Cloudflare, Datadog, ...): reported, never rebuilt. */
import { type Match } from './match';
import companies from './other-providers.json';
import { PLACEHOLDER, type Token } from './text';
import { CONCEPTS } from './vocabulary';
import { FILLER } from './words';

/**
 * A company's thing the request goes on describing: "a Datadog monitor that alerts when ..., notify
 * @oncall, priority 2" or "cloudflare: proxied CNAME ... zone id ...". `whole` when the clause only
 * named the company as a heading ("In Cloudflare, add a CNAME ..."): the next clause is its, whatever it says.
 */
export interface ForeignScope {
  provider: string;
  whole?: boolean;
}

/** The companies, by the word naming them (other-providers.json, with why it holds what it holds). */
const OTHER_PROVIDERS: Readonly<Record<string, string>> = companies.providers;

// Words that start a clause describing the thing just named ("a Datadog monitor that alerts ...").
const RELATIVE = new Set(['that', 'which', 'who', 'whose']);
// Words that end such a clause: what follows is another thing of the request.
const NEXT_THING = new Set(['and', 'or', 'plus', 'a', 'an', 'also', 'then']);

// Words that place a thing at a company ("a record at Cloudflare", "monitors in Datadog").
const AT_COMPANY = new Set(['at', 'in', 'on', 'via']);
// How many words (a name, "called x") may stand between the thing and the word placing it.
const NAME_GAP = 3;

/** The thing said right before token `at` (the word placing it at a company), if one ends close before it. */
function thingBefore(tokens: Token[], matches: Match[], at: number): Match | undefined {
  const near = matches.filter((m) => m.end <= at && at - m.end <= NAME_GAP);
  const last = near.sort((a, b) => b.end - a.end)[0];
  if (!last) return undefined;
  // Never across the start of another thing ("a bucket and a record at Cloudflare" keeps the bucket).
  for (let k = last.end; k < at; k++) if (NEXT_THING.has(tokens[k].word)) return undefined;
  return last;
}

/**
 * Things named after another company ("a Cloudflare TXT record", "a Datadog monitor that alerts
 * when ..."): the company's word, the thing right after it, and the concepts read in a clause that
 * describes it, which belong to that company's resource and not to the cloud's.
 */
export function otherProviderParts(
  tokens: Token[],
  matches: Match[],
  text = '',
  carried?: ForeignScope,
): { parts: { start: number; end: number; provider: string }[]; taken: Set<Match>; scope?: ForeignScope } {
  const parts: { start: number; end: number; provider: string }[] = [];
  const taken = new Set<Match>();
  const named = tokens.findIndex((t) => companyOf(t));
  const heads = named >= 0 && tokens.slice(0, named).every((t) => HEADING_LEAD.has(t.word));
  // A clause that goes on describing the company's thing before it ("notify @oncall", "priority 2"):
  // all of it is that company's, a handle of another company in it too ("@pagerduty-payments").
  if (carried && !heads && tokens.length && (carried.whole || continues(tokens, matches))) {
    for (const m of matches) taken.add(m);
    return {
      parts: [{ start: 0, end: tokens.length, provider: carried.provider }],
      taken,
      scope: { ...carried, whole: false },
    };
  }
  // "cloudflare: proxied CNAME ...", "In Datadog, ...": the company heads the clause, all of it is the company's.
  if (heads) {
    const after = text.slice(tokens[named].end, tokens[named + 1]?.start ?? tokens[named].end + 2);
    if (/^\s*[:,(\u2013\u2014-]/.test(after) || named === tokens.length - 1) {
      const provider = companyOf(tokens[named])!;
      for (const m of matches) taken.add(m);
      return {
        parts: [{ start: 0, end: tokens.length, provider }],
        taken,
        scope: { provider, whole: named === tokens.length - 1 },
      };
    }
  }
  let scope: ForeignScope | undefined;
  tokens.forEach((t, i) => {
    const provider = companyOf(t) ?? hostAt(tokens, i);
    if (!provider) return;
    // "a DNS record app.example.com at Cloudflare": the thing said just before "at/in/on <company>" is the company's.
    const before = AT_COMPANY.has(tokens[i - 1]?.word ?? '') ? thingBefore(tokens, matches, i - 1) : undefined;
    if (before) {
      taken.add(before);
      parts.push({ start: before.start, end: i + 1, provider });
      scope = { provider };
      return;
    }
    // "MongoDB Atlas": a word of the company's own name before its word ("mongodb" read as DocumentDB) is its too.
    const start =
      tokens[i - 1] &&
      provider
        .toLowerCase()
        .split(/\s+/)
        .includes(tokens[i - 1].raw)
        ? i - 1
        : i;
    // "a Snowflake storage integration", "a Datadog monitor": the words after the company's up to the
    // end of their noun phrase name its thing, which the clauses after it may go on describing.
    let end = i + 1;
    while (end < tokens.length && end - i <= THING_WORDS) {
      const thing = matches.find((m) => m.start === end);
      if (thing) end = thing.end;
      else if (ofTheThing(tokens[end])) end++;
      else break;
    }
    if (end > i + 1) scope = { provider };
    // The names given right after it are its ("a GitHub repository infra-live").
    while (end > i + 1 && end < tokens.length && PLACEHOLDER.test(tokens[end].word)) end++;
    for (const m of matches) if (m.start >= start && m.start < end) taken.add(m);
    // "... that alerts when ...", "... with branch protection on main": what follows describes it.
    if (RELATIVE.has(tokens[end]?.word ?? '') || (end > i + 1 && tokens[end]?.word === 'with')) {
      let k = end + 1;
      while (k < tokens.length && !NEXT_THING.has(tokens[k].word)) k++;
      for (const m of matches) if (m.start > end && m.start < k) taken.add(m);
      // The clause's words describe the company's thing: they are its part ("that alerts when ...").
      end = k;
    }
    parts.push({ start, end, provider });
  });
  return { parts, taken, scope };
}

// How many words after the company's may name its thing ("storage integration", "cluster m10").
const THING_WORDS = 3;
// A word that ends the noun phrase naming the company's thing: a function word, a verb's participle
// ("reading from", "pointing at"), never a service's own noun in -ing ("Datadog monitoring").
const PARTICIPLE = /^[a-z]{3,}(?:ing|ed)$/;
const SERVICE_NOUN =
  /^(?:monitoring|logging|alerting|tracing|hosting|paging|billing|routing|caching|streaming|networking|messaging|scheduling|processing|pricing)$/;
const ofTheThing = (t: Token) =>
  !FILLER.test(t.word) &&
  !PLACEHOLDER.test(t.word) &&
  !RELATIVE.has(t.word) &&
  (!PARTICIPLE.test(t.raw) || SERVICE_NOUN.test(t.raw));

/** The company a word names, as written or as folded to its singular ("atlas" is no plural). */
const companyOf = (t: Token): string | undefined => OTHER_PROVIDERS[t.raw] ?? OTHER_PROVIDERS[t.word];

// Code hosts, and the words of their own things (other-providers.json says why).
const HOSTS: Readonly<Record<string, string>> = companies.hosts;
const HOST_THINGS = new Set(companies.hostThings);
// Words of a host's product between its name and its thing ("GitHub Actions secret", "GitHub Enterprise org").
const HOST_PRODUCT = new Set(['actions', 'action', 'enterprise', 'org', 'organization', 'organisation']);

// Words before "a GitHub ..." that ask for it to be made ("create a GitHub repository", "and a GitHub team").
const ASKING = new Set([
  'create',
  'add',
  'make',
  'set',
  'setup',
  'up',
  'provision',
  'need',
  'want',
  'also',
  'and',
  'plus',
  'then',
  'please',
  'me',
  'us',
  'new',
  'give',
]);
// Words that introduce a new thing: a host's thing said with one is asked for, never a source to read ("our GitHub repo").
const NEW_HOST_THING = new Set(['a', 'an', 'new', 'another', 'second']);

/** The code host whose own new thing token `i` opens ("a GitHub repository", "a GitHub Actions secret"), if any. */
function hostAt(tokens: Token[], i: number): string | undefined {
  const host = HOSTS[tokens[i].raw] ?? HOSTS[tokens[i].word];
  if (!host || !NEW_HOST_THING.has(tokens[i - 1]?.word ?? '')) return undefined;
  // "a CodeBuild project building a GitHub repository", "triggered from a GitHub repo": a source, the cloud's.
  const before = tokens[i - 2]?.word;
  if (before !== undefined && !ASKING.has(before)) return undefined;
  const next = HOST_PRODUCT.has(tokens[i + 1]?.word ?? '') ? tokens[i + 2] : tokens[i + 1];
  return next && (HOST_THINGS.has(next.raw) || HOST_THINGS.has(next.word)) ? host : undefined;
}

// Words that may stand before a company heading its clause ("in Cloudflare, ...", "for our Datadog: ...").
const HEADING_LEAD = new Set([
  'in',
  'on',
  'at',
  'via',
  'for',
  'using',
  'our',
  'the',
  'over',
  'with',
  'and',
  'then',
  'also',
]);
// Words that introduce a new thing rather than going on about one said ("a queue", "another bucket").
const NEW_THING = new Set(['a', 'an', 'another', 'new', 'second']);
// Words that answer or aside, never describe ("no", "ok", "thanks").
const ASIDE = /^(?:no|yes|ok|okay|not|thanks|thank|please|sure|hmm|actually|just)$/;
// Words saying a thing exists already: what it says is the cloud's, looked up, never the company's.
const EXISTS = /^(?:exist|exists|existing|already)$/;

/**
 * Whether a clause goes on describing the thing said before it ("notify @oncall", "priority 2",
 * "zone id 0da4..."): it introduces no thing with "a"/"another", names no cloud's own product, and
 * says of nothing that it exists already.
 */
function continues(tokens: Token[], matches: Match[]): boolean {
  // "no", "ok thanks": a clause of no words of substance describes nothing.
  if (!tokens.some((t) => !FILLER.test(t.word) && !ASIDE.test(t.word))) return false;
  if (tokens.some((t) => EXISTS.test(t.word))) return false;
  if (matches.some((m) => CONCEPTS[m.concept].vendor)) return false;
  return !matches.some(
    (m) => NEW_THING.has(tokens[m.start - 1]?.word ?? '') || NEW_THING.has(tokens[m.start - 2]?.word ?? ''),
  );
}
