/**
 * Vocabulary phrases found in a phrase's words (longest first), and the general words that only
 * name what the product before them is ("Cosmos DB database").
 */
import { type Cloud } from '../model/types';
import { normalise, stem, type Token, tokenize } from './text';
import { type Concept, CONCEPTS, GENERIC_HEADS, KNOWN_UNSUPPORTED } from './vocabulary';
import { FILLER } from './words';
import { isKnownWord } from './spelling';

interface Phrase {
  tokens: string[];
  concept: number;
}
const INDEX = buildIndex();

function buildIndex(): Map<string, Phrase[]> {
  const index = new Map<string, Phrase[]>();
  CONCEPTS.forEach((concept, i) => {
    for (const p of concept.phrases) {
      const tokens = tokenize(normalise(p)).map(stem);
      if (!tokens.length) continue;
      const list = index.get(tokens[0]) ?? [];
      list.push({ tokens, concept: i });
      index.set(tokens[0], list);
    }
  });
  for (const list of index.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return index;
}

export const UNSUPPORTED = KNOWN_UNSUPPORTED.map((p) => new RegExp(`\\b${p.replace(/ /g, '[ -]?')}\\b`));

export interface Match {
  concept: number;
  start: number;
  end: number;
  /** The product a workload runs, named right before it ("redis" of "redis deployment"). */
  image?: string;
}

// Articles inside a phrase of several words change nothing it means: "run code" is also "runs a
// code", "run the code", "run some code".
const INNER_ARTICLES = new Set(['a', 'an', 'the', 'some']);
// A tier said between a messaging product's name and its namespace ("service bus premium namespace")
// is read as the tier; the words around it still name the namespace. Only before "namespace": in
// "azure firewall premium + policy" the tier is the firewall's, and the policy another part.
const INNER_TIERS = new Set(['basic', 'standard', 'premium']);
const TIERED_HEADS = new Set(['namespace', 'ns'].map(stem));

/** Where `phrase` ends when it starts at token `i` (articles between its words skipped), or -1. */
function phraseEnd(phrase: Phrase, tokens: Token[], i: number, consumed: (t: Token) => boolean): number {
  let at = i;
  for (let k = 0; k < phrase.tokens.length; k++) {
    if (k > 0) while (INNER_ARTICLES.has(tokens[at]?.word ?? '') && phrase.tokens[k] !== tokens[at].word) at++;
    if (k > 0 && TIERED_HEADS.has(phrase.tokens[k]) && INNER_TIERS.has(tokens[at]?.word ?? '')) at++;
    if (tokens[at]?.word !== phrase.tokens[k] || consumed(tokens[at])) return -1;
    at++;
  }
  return at;
}

export function matchConcepts(
  tokens: Token[],
  consumed: (t: Token) => boolean,
  /** Whether the request says what a concept needs around it to have its meaning. */
  inContext: (concept: number) => boolean,
): Match[] {
  const out: Match[] = [];
  for (let i = 0; i < tokens.length;) {
    let hit: Match | undefined;
    for (const phrase of INDEX.get(tokens[i].word) ?? []) {
      if (!inContext(phrase.concept)) continue;
      const end = phraseEnd(phrase, tokens, i, consumed);
      if (end > 0) {
        hit = { concept: phrase.concept, start: i, end };
        break;
      }
    }
    if (hit) {
      out.push(hit);
      i = hit.end;
    } else i += 1;
  }
  return out;
}

/**
 * "Cosmos DB database", "Azure SQL database", "Kafka topic": a general word right after a product
 * it is the general name of adds nothing. After anything else it is a component of its own.
 */
export function dropGenericHeads(
  matches: Match[],
  tokens: Token[],
  cloud: Cloud,
  consumed: (t: Token) => boolean,
): Match[] {
  const dropped = new Set<Match>();
  const kept = matches.filter((m, i) => {
    const prev = matches[i - 1];
    // Settings between the two ("Postgres 15 server") do not separate them.
    const between = prev ? tokens.slice(prev.end, m.start) : [];
    // "a Kubernetes deployment", "a k8s cron job" in a Kubernetes answer: the platform's name says
    // where the object runs, never a namespace of its own.
    if (
      cloud === 'k8s' &&
      prev &&
      prev.end === m.start &&
      prev.end - prev.start === 1 &&
      PLATFORM.has(tokens[prev.start].raw)
    ) {
      dropped.add(prev);
      return true;
    }
    // "a ClusterIP Service", "a NodePort service": two words of one concept side by side are one thing.
    if (prev && prev.end === m.start && CONCEPTS[prev.concept] === CONCEPTS[m.concept] && !dropped.has(prev)) {
      prev.end = m.end;
      return false;
    }
    if (!prev || m.end - m.start !== 1 || !between.every(consumed)) return true;
    // "redis deployment", "postgres statefulset": the workload named is the kind, the product before it its image.
    const workload = (c: Concept) => cloud === 'k8s' && WORKLOADS.test(c.k8s ?? '');
    if (workload(CONCEPTS[m.concept]) && workload(CONCEPTS[prev.concept]) && prev.end - prev.start === 1) {
      m.start = prev.start;
      m.image = tokens[prev.start].raw;
      matches[i - 1] = m;
      dropped.add(prev);
      return true;
    }
    const fits = GENERIC_HEADS.get(tokens[m.start].word);
    if (!fits) return true;
    // "Kubernetes service", "k8s job": the platform's name qualifies the object, which stays.
    if (['kubernetes', 'k8s'].includes(tokens[prev.start].word)) return true;
    if (CONCEPTS[prev.concept] === CONCEPTS[m.concept]) return true;
    const concept = CONCEPTS[prev.concept];
    const kind = concept[cloud] ?? (concept.vendor ? concept[concept.vendor] : undefined);
    if (!kind || !fits.test(kind)) return true;
    prev.end = m.end;
    return false;
  });
  return kept.filter((m) => !dropped.has(m));
}

const PLATFORM = new Set(['kubernetes', 'k8s']);

// Kubernetes workloads: a product word before one of these ("redis deployment") is what it runs.
const WORKLOADS = /^k8s\.(?:deployment|stateful_set|daemon_set|job|cron_job)$/;

/**
 * The product name right before a general word ("Glue job", "Dataflow flex template job", "Cloud
 * Tasks queue"): up to three words joined to it, from the first that is no plain English word or,
 * in `text` (the request as written), capitalised in the middle of a sentence. The catalogue looks
 * for a resource type named by these words and the general one (targets/catalogue.ts).
 */
export function qualifierBefore(
  tokens: Token[],
  m: Match,
  text?: string,
  /** Whether a token is another match's ("Key Vault Secrets User role": no product name before "role"). */
  matched: (k: number) => boolean = () => false,
): string | undefined {
  const prev = tokens[m.start - 1];
  if (m.end - m.start !== 1 || !prev || !GENERIC_HEADS.has(tokens[m.start].word)) return undefined;
  const run: Token[] = [];
  for (let k = m.start - 1; k >= 0 && run.length < 3; k--) {
    const t = tokens[k];
    const next = tokens[k + 1];
    // Only plain words written next to each other ("Cloud Tasks queue", never "tasks, queue").
    if (matched(k)) return undefined;
    if (FILLER.test(t.word) || !/^[a-z]+$/.test(t.raw) || (text && /\S/.test(text.slice(t.end, next.start)))) break;
    run.unshift(t);
  }
  const capitalised = (t: Token) =>
    !!text && /^[A-Z][a-z]/.test(text.slice(t.start, t.end)) && !/(?:^|[.!?:\n]\s*)$/.test(text.slice(0, t.start));
  // Capitals before a role or a policy write its name ("the Key Vault Secrets User role"), not a product's.
  const named = /^(?:role|policy|permission|group|user|team)$/.test(tokens[m.start].word);
  const from = run.findIndex((t) => !isKnownWord(t.word) || (!named && capitalised(t)));
  return from < 0
    ? undefined
    : run
        .slice(from)
        .map((t) => t.word)
        .join(' ');
}

// Words after a resource's word that say what it is called or does, never a part of its name.
const NOT_A_PART =
  /^(?:called|named|name|running|runs|run|that|who|where|when|holding|behind|serving|per|only|please|pls|thx|thanks|each|every|with|without|instead|across|between|than|like|enabled|disabled|turned)$/;

/**
 * Plain words written right after a resource's word that nothing else read ("BigQuery reservation",
 * "SES email identity", "Redshift Serverless namespace"): up to two, next to each other, stopping at
 * a function word, a number, a quoted or capitalised-name-like word or another match. With the
 * service the resource's word named they may name another resource type of that service, which the
 * catalogue looks for (targets/catalogue.ts): the product asked, never the general kind standing in.
 */
export function wordsAfter(
  tokens: Token[],
  m: Match,
  text: string | undefined,
  matched: (k: number) => boolean,
): string | undefined {
  const run: string[] = [];
  for (let k = m.end; k < tokens.length && run.length < 2; k++) {
    const t = tokens[k];
    const prev = tokens[k - 1];
    if (matched(k) || FILLER.test(t.word) || NOT_A_PART.test(t.word) || !/^[a-z]+$/.test(t.raw)) break;
    // Only words written next to each other, outside quotes ("the queue 'jobs'" names it).
    if (text && (/\S/.test(text.slice(prev.end, t.start)) || /["'`]/.test(`${text[t.start - 1]}${text[t.end]}`))) break;
    run.push(t.word);
  }
  return run.length ? run.join(' ') : undefined;
}
