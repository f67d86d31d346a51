/**
 * Prompt (plus the user's earlier turns) -> intent: which components, how many, with which names
 * and settings, and which requirement phrases nothing served.
 *
 * A number next to a component is a setting of it ("3 replicas", "Node.js 20", "Postgres 15",
 * "every 15 minutes") unless the request clearly asks for several separate things ("three
 * buckets named a, b and c"). Each setting is attached to the nearest component it can apply
 * to, so a database version never becomes a cluster version.
 *
 * @example
 *   understand('A private S3 bucket named "logs"', 'aws').mentions
 *   // [{ kind: 'aws.s3_bucket', names: ['logs'], attrs: { flags: {'private', ...} }, ... }]
 */
import { kubernetesKind } from '../catalogue/kubernetes';
import { type Attrs, type Cloud, emptyAttrs, type Setting } from '../model/types';
import { readAttributes, statesAFlag } from './attributes';
import { CONSUME_ONLY, FAMILIES, type Found, readSettings } from './settings';
import { correctSpelling, isKnownWord } from './spelling';
import {
  countOf,
  extractQuotes,
  lowerKeepingLength,
  normalise,
  PLACEHOLDER,
  splitClausesAt,
  stem,
  type Token,
  tokenize,
  tokensAt,
} from './text';
import { type Concept, CONCEPTS, GENERIC_HEADS, KNOWN_UNSUPPORTED, OTHER_PROVIDERS } from './vocabulary';

export interface Mention {
  kind: string;
  count: number;
  names: string[];
  attrs: Attrs;
  phrase: number;
  /** The words that matched, for "not covered" lines when a target cannot write the kind. */
  text?: string;
  /** The settings the request stated for this component. */
  settings: Setting[];
  /** Where the words are in the text. */
  start: number;
  end: number;
  /** A new one of a kind already mentioned ("another bucket"), never merged with the first. */
  separate?: boolean;
  /** Introduced with "a"/"an": a thing of its own, not a reference back to one already named. */
  indefinite?: boolean;
  /** An unknown word right before a general one ("Glue" of "Glue job"): maybe a product the catalogue knows. */
  qualifier?: string;
}

export interface Intent {
  cloud: Cloud;
  phrases: string[];
  mentions: Mention[];
  /** Requirement phrases with words that look like requests but match nothing known. */
  notCovered: string[];
  /** Settings read from the whole request, applied to every component. */
  global: Attrs;
  /** Words of each phrase that nothing recognised, for the catalogue of provider resource types. */
  leftovers: { phrase: number; words: string[]; names: string[] }[];
  /**
   * Resource types named as such ("aws_sfn_state_machine", "AWS::Transfer::Server"), by phrase, with
   * the names given right after them and the words that follow them in their phrase (up to the
   * next named type), where a minimal block reads the attributes stated for it.
   */
  explicitTypes: { phrase: number; type: string; start: number; end: number; names: string[]; after: string }[];
  /** Misspellings read as known terms ("databse -> database"). */
  corrections: string[];
  /** Requirement phrases nothing recognised, by index, as the user wrote them. */
  unread: { phrase: number; text: string }[];
}

/** Longest prompt text read; the rest is reported, not silently dropped. */
const MAX_TEXT = 20_000;

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

const UNSUPPORTED = KNOWN_UNSUPPORTED.map((p) => new RegExp(`\\b${p.replace(/ /g, '[ -]?')}\\b`));

// Resource types written as such: Terraform types, CloudFormation types, ARM types.
const EXPLICIT_TYPE =
  /\b(?:aws|azurerm|google|kubernetes)_[a-z0-9]+(?:_[a-z0-9]+)+\b|\bAWS::[A-Za-z0-9]+::[A-Za-z0-9]+\b|\bMicrosoft\.[A-Za-z]+\/[A-Za-z]+(?:\/[A-Za-z]+)*\b/g;

const TYPE_WITH_CAPITALS = /\bAWS::[A-Za-z0-9]+::[A-Za-z0-9]+\b|\bMicrosoft\.[A-Za-z]+\/[A-Za-z]+(?:\/[A-Za-z]+)*\b/g;
const IS_CAPITALISED_TYPE = /^(?:AWS::|Microsoft\.)/;
// A Kubernetes kind written as such ("RuntimeClass", "IngressClass") names its type as a Terraform type does.
const KIND_NAME = /\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b/g;

// A Kubernetes kind or product written as one CamelCase word ("ResourceQuota", "PodDisruptionBudget").
// Parts of a resource type (`AWS::EC2::LaunchTemplate`, `Microsoft.Web/staticSites`) are left alone.
const CAMEL_WORD = /(?<![:/.\w])[A-Z][a-z]+(?:[A-Z][a-z]+)+\b/g;
const KNOWN_PHRASES = new Set(CONCEPTS.flatMap((c) => c.phrases));

/**
 * "ResourceQuota" -> "Resource Quota" when the spaced words are a vocabulary phrase; other
 * CamelCase words ("CloudFront", "MyApp") stay as they are written.
 */
function splitCamelWords(text: string): string {
  return text.replace(CAMEL_WORD, (w) => {
    const spaced = w.replace(/([a-z])([A-Z])/g, '$1 $2');
    return KNOWN_PHRASES.has(spaced.toLowerCase()) ? spaced : w;
  });
}

/** The words of a CloudFormation or ARM type, so the vocabulary reads it: `AWS::SQS::Queue` -> "sqs queue". */
function typeWords(type: string): string {
  return type
    .replace(/^AWS::|^Microsoft\./, '')
    .split(/::|\/|\./)
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase())
    .join(' ');
}

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
]);
// Words allowed between a count and its component: `two private subnets`, `3 EC2 instances`.
const COUNT_GAP = new Set([
  'public',
  'private',
  'example',
  'basic',
  'separate',
  'new',
  'additional',
  'more',
  'of',
  'the',
  'newest',
  'latest',
  'aws',
  'amazon',
  'linux',
  'identical',
  'small',
  'large',
  'ec2',
  's3',
  'different',
  'custom',
  'web',
  'worker',
  'other',
  'simple',
  'isolated',
  'azure',
  'gcp',
  'google',
  'kubernetes',
  'standard',
  'regional',
  'internal',
  'encrypted',
]);
// Words before a component that ask for one more of a kind already mentioned.
const ANOTHER = new Set(['another', 'second', 'additional', 'separate', 'extra']);
// Words that carry no requirement on their own; a phrase made only of these is not "not covered".
const FILLER =
  /^(?:a|an|the|and|or|with|for|to|of|in|on|at|by|from|that|which|it|its|this|these|those|is|are|be|should|will|must|can|also|then|all|any|each|both|one|two|three|some|as|into|using|use|used|via|create|creates|created|creating|make|set|sets|up|setup|provision|provisions|configure|configures|configured|define|defines|deploy|generate|generates|provide|provides|include|includes|including|add|need|needs|want|i|we|my|our|me|please|aws|amazon|azure|google|gcp|cloud|terraform|resource|resources|example|basic|simple|new|named|called|name|value|values|specific|necessary|required|like|such|services|service|infrastructure|configuration|script|code|attribute|attributes|argument|arguments|default|custom|q\u00a7\d+|\d+(?:\.\d+)*|[a-z]|etc|e\.g|i\.e)$/;

const VENDOR_NAMES: Record<Exclude<Cloud, 'k8s'>, string> = { aws: 'AWS', azure: 'Azure', gcp: 'Google Cloud' };

/** Reads the request. `history` holds earlier user turns, oldest first, so follow-ups refine them. */
export function understand(prompt: string, cloud: Cloud, history: string[] = []): Intent {
  const full = [...history, prompt].join('\n');
  const truncated = full.length > MAX_TEXT;
  const quoted = extractQuotes(full.slice(0, MAX_TEXT));
  const typed = splitCamelWords(quoted.text.replace(TYPE_WITH_CAPITALS, (t) => `${t} ${typeWords(t)}`));
  const spelled = correctSpelling(typed);
  const text = spelled.text;
  // A named type's span takes in the words added after a CloudFormation or ARM type.
  const kindsNamed =
    cloud === 'k8s' ? [...text.matchAll(KIND_NAME)].filter((m) => kubernetesKind(m[0])?.kind === m[0]) : [];
  const explicitAt = [...text.matchAll(EXPLICIT_TYPE), ...kindsNamed].map((m) => ({
    type: m[0],
    at: m.index,
    end: m.index + m[0].length + (IS_CAPITALISED_TYPE.test(m[0]) ? typeWords(m[0]).length + 1 : 0),
    names: [] as string[],
    after: '',
  }));
  const quoteText = new Map(quoted.quotes.map((q) => [q.token, q.text]));
  // Values stated after a named type are read as written: "type LoadBalancer", not its words.
  const camelSplits = [...new Set(quoted.text.match(CAMEL_WORD) ?? [])]
    .map((w) => [splitCamelWords(w), w] as const)
    .filter(([spaced, w]) => spaced !== w);
  const asWritten = (s: string) => camelSplits.reduce((t, [spaced, w]) => t.split(spaced).join(w), s);
  const lower = lowerKeepingLength(text);
  const global = emptyAttrs();
  readAttributes(lower, global);
  for (const f of ['public', 'private', 'internal'] as const) global.flags.delete(f);

  const found = readSettings(lower).map((f) => ({ ...f, text: text.slice(f.start, f.end).trim() }));
  const consumed = found.flatMap((f) => f.consumes);
  const isConsumed = (t: Token) => consumed.some(([a, b]) => t.start < b && t.end > a);

  const clauses = splitClausesAt(text);
  const mentions: Mention[] = [];
  const notCovered: string[] = [];
  const leftovers: Intent['leftovers'] = [];
  const unread: Intent['unread'] = [];
  clauses.forEach((clause, phraseIndex) => {
    const raw = clause.text;
    const phraseLower = lowerKeepingLength(raw).slice(0, 2000);
    const tokens = tokensAt(normalise(raw), clause.start);
    const matches = matchConcepts(tokens, isConsumed, (c) => CONCEPTS[c].requires?.test(lower) ?? true);
    const attrs = emptyAttrs();
    readAttributes(phraseLower, attrs);
    const inPhrase = found.filter((f) => f.start >= clause.start && f.start < clause.start + raw.length);
    // A phrase that only sets something ("multi-AZ", "50 GB of storage") is served by the settings.
    let served =
      statesAFlag(phraseLower) || inPhrase.length > 0 || !!(attrs.regions.length || attrs.cidrs.length || attrs.domain);
    const used = new Set<number>();
    const phraseMentions: Mention[] = [];
    const foreign = otherProviderParts(tokens, matches);
    for (const part of foreign.parts) {
      served = true;
      for (let k = part.start; k < part.end; k++) used.add(k);
      notCovered.push(
        `'${text.slice(tokens[part.start].start, tokens[part.end - 1].end)}' (a ${part.provider} resource: this answer writes ${cloudName(cloud)} resources only, and nothing was substituted for it)`,
      );
    }
    for (const m of dropGenericHeads(
      matches.filter((m) => !foreign.taken.has(m)),
      tokens,
      cloud,
      isConsumed,
    )) {
      for (let k = m.start; k < m.end; k++) used.add(k);
      const concept = CONCEPTS[m.concept];
      const words = tokensText(tokens, m.start, m.end);
      const kind = concept[cloud];
      if (concept.vendor && concept.vendor !== cloud) {
        served = true;
        // Words read inside a named resource type are reported with the type itself.
        const at = tokens[m.start].start;
        if (explicitAt.some((e) => at >= e.at && at < e.end)) continue;
        notCovered.push(
          `'${words}' (${concept.vendor === 'gcp' ? 'a' : 'an'} ${VENDOR_NAMES[concept.vendor]} service: this answer is written for ${cloudName(cloud)}, and nothing was substituted for it)`,
        );
        continue;
      }
      // "no public IP", "without a NAT gateway", "must not have public IPs": a thing ruled out, never added.
      if (kind === null || negatedBefore(tokens, m.start)) {
        served = true;
        continue;
      }
      const spans = { starts: new Set(matches.map((x) => x.start)), ends: new Set(matches.map((x) => x.end)) };
      const names = [...namesBefore(tokens, m.start, quoteText, spans), ...namesAfter(tokens, m.end, quoteText, spans)];
      // "a Cosmos DB account with a database 'app'": a thing inside the product named before it,
      // never another service read from the general word.
      const introduced = names.length > 0 || INTRODUCES.has(tokens[m.start - 1]?.word ?? '');
      const holder = holderOf(tokens, m, kind, [...mentions, ...phraseMentions].at(-1), introduced);
      if (holder) {
        served = true;
        const text = [words, ...names.map((n) => `"${n}"`)].join(' ');
        (holder.attrs.children ??= []).push({ word: words.toLowerCase(), names });
        holder.settings.push({
          label: words.toLowerCase(),
          keys: ['children'],
          text,
          phrase: phraseIndex,
          at: tokens[m.start].start,
        });
        continue;
      }
      if (kind === undefined) {
        served = true;
        if (explicitAt.some((e) => tokens[m.start].start >= e.at && tokens[m.start].start < e.end)) continue;
        // "action group": the unread word before a lone general word says which one it is.
        const prev = tokens[m.start - 1];
        const said =
          m.end - m.start === 1 && prev && !used.has(m.start - 1) && !isConsumed(prev) && !FILLER.test(prev.word)
            ? tokensText(tokens, m.start - 1, m.end)
            : words;
        notCovered.push(`'${said}' (the built-in generator writes nothing for it on ${cloudName(cloud)})`);
        continue;
      }
      served = true;
      const before = countBefore(tokens, m.start, isConsumed);
      const stated = { ...attrs, ports: [...attrs.ports], flags: new Set(attrs.flags) };
      const imageSettings: Setting[] = [];
      if (m.image && !stated.image && !inPhrase.some((f) => f.values.image)) {
        stated.image = m.image;
        imageSettings.push({
          label: 'image',
          keys: ['image'],
          text: tokens[m.start].raw,
          phrase: phraseIndex,
          family: 'image',
          values: { image: m.image },
          at: tokens[m.start].start,
        });
      }
      phraseMentions.push({
        kind,
        count: Math.max(before.count ?? 1, names.length),
        names,
        attrs: stated,
        phrase: phraseIndex,
        text: words,
        settings: imageSettings,
        start: tokens[m.start].start,
        end: tokens[m.end - 1].end,
        separate: before.another,
        indefinite: indefiniteBefore(tokens, m.start),
        qualifier: qualifierBefore(tokens, m),
      });
    }
    mentions.push(...phraseMentions);
    // A phrase that names nothing but states a port ("port 8080", "it listens on 3000") goes on describing
    // the component just named; the port is its setting, so the answer says whether it was written.
    const previous = mentions.findLast((m) => FAMILIES.port.test(m.kind.slice(m.kind.indexOf('.') + 1)));
    if (!phraseMentions.length && attrs.ports.length && previous) {
      for (const p of attrs.ports) if (!previous.attrs.ports.includes(p)) previous.attrs.ports.push(p);
      const text = restore(raw, quoteText);
      previous.settings.push({ label: 'port', keys: ['ports'], text, phrase: phraseIndex, at: clause.start });
      served = true;
    }
    // Words of a named resource type are that type (the catalogue reads it whole), never words of their own.
    const rest = tokens.filter(
      (t, k) =>
        !used.has(k) &&
        !isConsumed(t) &&
        !FILLER.test(t.word) &&
        !explicitAt.some((e) => t.start >= e.at && t.start < e.end),
    );
    // Words nothing read, kept for the catalogue when one of them is not a known word (a product name).
    // The names given after them name what the catalogue finds in them ("a Glue crawler named nightly").
    if (rest.some((t) => !isKnownWord(t.word)))
      leftovers.push({
        phrase: phraseIndex,
        words: rest.map((t) => t.word),
        names: namesAfter(tokens, tokens.indexOf(rest[rest.length - 1]) + 1, quoteText),
      });
    const unsupported = UNSUPPORTED.map((re) => phraseLower.match(re)?.[0]).filter((x): x is string => !!x);
    for (const u of unsupported) notCovered.push(`'${u}'`);
    const inClause = explicitAt.filter((e) => e.at >= clause.start && e.at < clause.start + raw.length);
    const explicit = inClause.length > 0;
    inClause.forEach((e, k) => {
      const next = tokens.findIndex((t) => t.start >= e.end);
      if (next >= 0) e.names = namesAfter(tokens, next, quoteText);
      const until = inClause[k + 1]?.at ?? clause.start + raw.length;
      e.after = asWritten(restore(text.slice(e.end, Math.max(e.end, until)), quoteText));
    });
    if (!served && !explicit && !unsupported.length && rest.length)
      unread.push({ phrase: phraseIndex, text: restore(raw, quoteText).slice(0, 160) });
    // A thing of its own in a phrase that was otherwise read ("a namespace plus a widget 'w'") is said too.
    else if (!explicit)
      for (const part of unreadParts(raw, clause.start, tokens, used, isConsumed))
        unread.push({ phrase: phraseIndex, text: restore(part, quoteText).slice(0, 160) });
  });
  notCovered.push(...attachSettings(found, mentions, clauses, text));
  if (truncated) notCovered.push(`the request after its first ${MAX_TEXT} characters`);
  const phraseOf = (at: number) =>
    Math.max(
      0,
      clauses.findLastIndex((c) => c.start <= at),
    );
  return {
    cloud,
    phrases: clauses.map((c) => restore(c.text, quoteText)),
    mentions,
    notCovered: [...new Set(notCovered)],
    global,
    leftovers,
    explicitTypes: explicitAt.map((e) => ({
      phrase: phraseOf(e.at),
      type: e.type,
      start: e.at,
      end: e.end,
      names: e.names,
      after: e.after,
    })),
    corrections: spelled.corrections,
    unread,
  };
}

/**
 * Gives each setting to the nearest component it can apply to (same phrase first), and returns
 * the "not covered" lines of settings that nothing in the request can take.
 */
function attachSettings(found: Found[], mentions: Mention[], clauses: { start: number }[], text: string): string[] {
  const lines: string[] = [];
  const phraseOf = (at: number) =>
    Math.max(
      0,
      clauses.findLastIndex((c) => c.start <= at),
    );
  for (const f of found) {
    if (CONSUME_ONLY.has(f.label)) continue;
    const phrase = phraseOf(f.start);
    const family = f.family ? FAMILIES[f.family] : undefined;
    const fits = mentions.filter((m) => !family || family.test(m.kind.slice(m.kind.indexOf('.') + 1)));
    if (!fits.length) {
      if (!f.quiet) lines.push(`'${f.text}' (${f.label}: nothing in this request that it applies to)`);
      continue;
    }
    // Nearest first; a setting does not reach across "and a ..." to another component.
    const distance = (m: Mention) => {
      if (f.start < m.end && f.end > m.start) return Math.abs(m.phrase - phrase) * 1e6;
      const gap = m.start >= f.end ? text.slice(f.end, m.start) : text.slice(m.end, f.start);
      const crosses = /\b(?:and|plus|then|while|also)\s+(?:an?|the|one|two|three|\d+)\b|[,;]\s*(?:an?|the)\b/i.test(
        gap,
      );
      return Math.abs(m.phrase - phrase) * 1e6 + gap.length + (crosses ? 500 : 0);
    };
    const target = fits.reduce((best, m) => (distance(m) < distance(best) ? m : best));
    // Mentions of the same kind in the same phrase are one component: the setting applies to all of them.
    for (const m of mentions.filter((x) => x === target || (x.kind === target.kind && x.phrase === target.phrase))) {
      applySetting(m, f);
      if (!f.untracked)
        m.settings.push({
          label: f.label,
          keys: keysOf(f),
          text: f.text,
          phrase,
          family: f.family,
          values: f.values,
          flags: f.flags,
          at: f.start,
        });
    }
  }
  return lines;
}

function keysOf(f: Found): string[] {
  return [
    ...Object.keys(f.values).filter((k) => f.values[k as keyof Found['values']] !== undefined),
    ...(f.flags ?? []).map((x) => `flag:${x}`),
  ];
}

function applySetting(m: Mention, f: Found): void {
  for (const [k, v] of Object.entries(f.values)) {
    if (v === undefined) continue;
    const attrs = m.attrs as unknown as Record<string, unknown>;
    const had = attrs[k];
    // Lists and maps gather every statement ("deny SSH ... allow HTTPS", "app=web ... tier=front").
    if (Array.isArray(had) && Array.isArray(v)) {
      const seen = new Set(had.map((x) => JSON.stringify(x)));
      attrs[k] = [...(had as unknown[]), ...(v as unknown[]).filter((x) => !seen.has(JSON.stringify(x)))];
    } else if (had && typeof had === 'object' && v && typeof v === 'object' && !Array.isArray(v))
      attrs[k] = { ...(v as object), ...(had as object) };
    else attrs[k] ??= v;
  }
  for (const flag of f.flags ?? []) m.attrs.flags.add(flag);
}

interface Match {
  concept: number;
  start: number;
  end: number;
  /** The product a workload runs, named right before it ("redis" of "redis deployment"). */
  image?: string;
}

// Articles inside a phrase of several words change nothing it means: "run code" is also "runs a
// code", "run the code", "run some code".
const INNER_ARTICLES = new Set(['a', 'an', 'the', 'some']);

/** Where `phrase` ends when it starts at token `i` (articles between its words skipped), or -1. */
function phraseEnd(phrase: Phrase, tokens: Token[], i: number, consumed: (t: Token) => boolean): number {
  let at = i;
  for (let k = 0; k < phrase.tokens.length; k++) {
    if (k > 0) while (INNER_ARTICLES.has(tokens[at]?.word ?? '') && phrase.tokens[k] !== tokens[at].word) at++;
    if (tokens[at]?.word !== phrase.tokens[k] || consumed(tokens[at])) return -1;
    at++;
  }
  return at;
}

function matchConcepts(
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
function dropGenericHeads(matches: Match[], tokens: Token[], cloud: Cloud, consumed: (t: Token) => boolean): Match[] {
  const dropped = new Set<Match>();
  const kept = matches.filter((m, i) => {
    const prev = matches[i - 1];
    // Settings between the two ("Postgres 15 server") do not separate them.
    const between = prev ? tokens.slice(prev.end, m.start) : [];
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

// Kubernetes workloads: a product word before one of these ("redis deployment") is what it runs.
const WORKLOADS = /^k8s\.(?:deployment|stateful_set|daemon_set|job|cron_job)$/;

// Where one thing of a phrase ends and the next begins: "x and a y", "x with a y", "x + y".
const PART_BREAK = /\s+(?:and|plus|with|&)\s+|\s*\+\s*/gi;
// Words that introduce a thing of its own.
const INTRODUCES = new Set(['a', 'an', 'another', 'one', 'two', 'three', 'four', 'five', 'several', 'some']);

/**
 * The parts of a phrase that ask for a thing of their own (introduced by "a", "an", a count, or
 * listed with "+") of which no word was read: "an elastic pool" in "a SQL server with an elastic
 * pool". Parts that only describe ("with versioning", "and encryption") are settings, not things.
 */
function unreadParts(
  raw: string,
  offset: number,
  tokens: Token[],
  used: Set<number>,
  consumed: (t: Token) => boolean,
): string[] {
  const bounds: { start: number; end: number; listed: boolean }[] = [];
  let from = 0;
  let listed = false;
  for (const m of raw.matchAll(PART_BREAK)) {
    const plus = m[0].includes('+');
    bounds.push({ start: from, end: m.index, listed: listed || plus });
    from = m.index + m[0].length;
    listed = plus;
  }
  bounds.push({ start: from, end: raw.length, listed });
  if (bounds.length < 2) return [];
  const out: string[] = [];
  for (const b of bounds) {
    const inPart = tokens
      .map((t, k) => ({ t, k }))
      .filter(({ t }) => t.start >= offset + b.start && t.end <= offset + b.end);
    if (!inPart.length || inPart.some(({ k }) => used.has(k))) continue;
    const first = ['and', 'plus', 'then', 'also'].includes(inPart[0].t.word) ? inPart[1]?.t : inPart[0].t;
    if (!b.listed && !INTRODUCES.has(first?.word ?? '')) continue;
    const words = inPart.filter(({ t }) => !consumed(t) && !FILLER.test(t.word) && /^[a-z]{3,}/.test(t.word));
    // A bracket the phrase split left open ("an elastic pool (Standard") is not part of the thing's name.
    if (words.length)
      out.push(
        raw
          .slice(b.start, b.end)
          .replace(/^\s*(?:and|plus|then|also)\s+/i, '')
          .replace(/\s*\([^)]*$/, '')
          .trim(),
      );
  }
  return out;
}

// Words that start a clause describing the thing just named ("a Datadog monitor that alerts ...").
const RELATIVE = new Set(['that', 'which', 'who', 'whose']);
// Words that end such a clause: what follows is another thing of the request.
const NEXT_THING = new Set(['and', 'or', 'plus', 'a', 'an', 'also', 'then']);

/**
 * Things named after another company ("a Cloudflare CNAME record", "a Datadog monitor that alerts
 * when ..."): the company's word, the thing right after it, and the concepts read in a clause that
 * describes it, which belong to that company's resource and not to the cloud's.
 */
function otherProviderParts(
  tokens: Token[],
  matches: Match[],
): { parts: { start: number; end: number; provider: string }[]; taken: Set<Match> } {
  const parts: { start: number; end: number; provider: string }[] = [];
  const taken = new Set<Match>();
  tokens.forEach((t, i) => {
    const provider = OTHER_PROVIDERS[t.word];
    if (!provider) return;
    let end = i + 1;
    const named = matches.find((m) => m.start === i + 1);
    if (named) {
      taken.add(named);
      end = named.end;
    } else if (tokens[i + 1] && !FILLER.test(tokens[i + 1].word) && !PLACEHOLDER.test(tokens[i + 1].word)) end = i + 2;
    for (const m of matches) if (m.start >= i && m.start < end) taken.add(m);
    if (RELATIVE.has(tokens[end]?.word ?? '')) {
      let k = end + 1;
      while (k < tokens.length && !NEXT_THING.has(tokens[k].word)) k++;
      for (const m of matches) if (m.start > end && m.start < k) taken.add(m);
    }
    parts.push({ start: i, end, provider });
  });
  return { parts, taken };
}

// General words for things that live inside a product ("a database", "a container", "a topic").
const CHILD_WORDS = new Set(['database', 'db', 'table', 'topic', 'queue', 'container', 'subscription', 'record']);

/**
 * The mention a general word names a part of: the product named just before it, when the word is
 * the kind of thing that product holds (GENERIC_HEADS) and reading the word alone would give
 * another service ("a database" alone is Postgres; after Cosmos DB it is a Cosmos DB database).
 */
function holderOf(
  tokens: Token[],
  m: Match,
  kind: string | undefined,
  last: Mention | undefined,
  introduced: boolean,
): Mention | undefined {
  const word = tokens[m.start].word;
  if (!last || m.end - m.start !== 1 || !CHILD_WORDS.has(word) || ANOTHER.has(tokens[m.start - 1]?.word ?? ''))
    return undefined;
  // A thing of its own is introduced ("a database") or named ("db 'orders'"); "whose tables expire" describes the holder.
  if (!introduced) return undefined;
  const service = (k: string) => k.slice(k.indexOf('.') + 1).split('_')[0];
  if (!GENERIC_HEADS.get(word)?.test(last.kind) || (kind && service(kind) === service(last.kind))) return undefined;
  return last;
}

function qualifierBefore(tokens: Token[], m: Match): string | undefined {
  const prev = tokens[m.start - 1];
  if (m.end - m.start !== 1 || !prev || !GENERIC_HEADS.has(tokens[m.start].word)) return undefined;
  return FILLER.test(prev.word) || isKnownWord(prev.word) ? undefined : prev.word;
}

/** Where the component words of a phrase start and end (token indexes). */
interface Spans {
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
function namesBefore(tokens: Token[], start: number, quotes: Map<string, string>, spans: Spans): string[] {
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

function namesAfter(tokens: Token[], end: number, quotes: Map<string, string>, spans?: Spans): string[] {
  const names: string[] = [];
  let i = end;
  let gap = 0;
  while (i < tokens.length && gap <= 6) {
    const t = tokens[i].word;
    if (PLACEHOLDER.test(t)) {
      // Names set apart from this component and written right before another are the other one's
      // ("a table with a 'jobs' queue").
      if (spans && i > end && names.length === 0 && spans.starts.has(afterNameList(tokens, i))) break;
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

// Words that rule out what follows them, and the words allowed between ("must not have any").
const NEGATIONS = new Set(['no', 'without', 'not', 'never', 'nor']);
const NEGATION_GAP = new Set([
  'a',
  'an',
  'any',
  'have',
  'has',
  'need',
  'needs',
  'use',
  'uses',
  'want',
  'get',
  'be',
  'to',
]);

/** Whether the words at `start` are ruled out ("no public IP", "don't want a NAT"), not asked for. */
function negatedBefore(tokens: Token[], start: number): boolean {
  for (let i = start - 1; i >= 0 && i >= start - 4; i--) {
    const w = tokens[i].word;
    if (NEGATIONS.has(w) || (w === 't' && ['don', 'doesn', 'shouldn', 'won'].includes(tokens[i - 1]?.word ?? '')))
      return true;
    if (!NEGATION_GAP.has(w)) return false;
  }
  return false;
}

/** Whether "a"/"an" introduces the words at `start` (within a few words, before "the", "and", "with"...). */
function indefiniteBefore(tokens: Token[], start: number): boolean {
  for (let i = start - 1; i >= 0 && i >= start - 6; i--) {
    const w = tokens[i].word;
    if (w === 'a' || w === 'an') return true;
    if (['the', 'this', 'that', 'it', 'its', 'same', 'and', 'with', 'to', 'for', 'of', 'in', 'on'].includes(w))
      return false;
  }
  return false;
}

function countBefore(
  tokens: Token[],
  start: number,
  consumed: (t: Token) => boolean,
): { count?: number; another?: boolean } {
  for (let i = start - 1, gap = 0; i >= 0 && gap <= 4; i--, gap++) {
    const t = tokens[i];
    if (ANOTHER.has(t.word)) return { another: true };
    const n = countOf(t.word);
    // A number used up by a setting ("PostgreSQL 15", "3 replicas", "every 15 minutes") is not a count.
    if (n !== undefined && consumed(t)) return {};
    if (n !== undefined) return { count: Math.min(Math.max(n, 1), 10) };
    if (!COUNT_GAP.has(t.word)) return {};
  }
  return {};
}

function tokensText(tokens: Token[], start: number, end: number): string {
  return tokens
    .slice(start, end)
    .map((t) => t.raw)
    .join(' ');
}

function restore(raw: string, quotes: Map<string, string>): string {
  return raw
    .replace(/\s*(q\u00a7\d+)\s*/g, (_m, t: string) => ` "${quotes.get(t) ?? ''}" `)
    .replace(/\s+/g, ' ')
    .trim();
}

function cloudName(cloud: Cloud): string {
  return { aws: 'AWS', azure: 'Azure', gcp: 'Google Cloud', k8s: 'Kubernetes' }[cloud];
}
