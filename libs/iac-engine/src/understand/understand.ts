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
import { CONCEPTS, GENERIC_HEADS, KNOWN_UNSUPPORTED } from './vocabulary';

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
  leftovers: { phrase: number; words: string[] }[];
  /** Resource types named as such ("aws_sfn_state_machine", "AWS::Transfer::Server"), by phrase. */
  explicitTypes: { phrase: number; type: string; start: number; end: number }[];
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
  const typed = quoted.text.replace(TYPE_WITH_CAPITALS, (t) => `${t} ${typeWords(t)}`);
  const spelled = correctSpelling(typed);
  const text = spelled.text;
  // A named type's span takes in the words added after a CloudFormation or ARM type.
  const explicitAt = [...text.matchAll(EXPLICIT_TYPE)].map((m) => ({
    type: m[0],
    at: m.index,
    end: m.index + m[0].length + (IS_CAPITALISED_TYPE.test(m[0]) ? typeWords(m[0]).length + 1 : 0),
  }));
  const quoteText = new Map(quoted.quotes.map((q) => [q.token, q.text]));
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
    const matches = matchConcepts(tokens, isConsumed);
    const attrs = emptyAttrs();
    readAttributes(phraseLower, attrs);
    const inPhrase = found.filter((f) => f.start >= clause.start && f.start < clause.start + raw.length);
    // A phrase that only sets something ("multi-AZ", "50 GB of storage") is served by the settings.
    let served =
      statesAFlag(phraseLower) ||
      inPhrase.length > 0 ||
      !!(attrs.regions.length || attrs.cidrs.length || attrs.domain || attrs.image);
    const used = new Set<number>();
    const phraseMentions: Mention[] = [];
    for (const m of dropGenericHeads(matches, tokens, cloud, isConsumed)) {
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
      if (kind === null) {
        served = true;
        continue;
      }
      if (kind === undefined) {
        served = true;
        notCovered.push(`'${words}' (the built-in generator writes nothing for it on ${cloudName(cloud)})`);
        continue;
      }
      served = true;
      const names = namesAfter(tokens, m.end, quoteText);
      const before = countBefore(tokens, m.start, isConsumed);
      phraseMentions.push({
        kind,
        count: Math.max(before.count ?? 1, names.length),
        names,
        attrs: { ...attrs, ports: [...attrs.ports], flags: new Set(attrs.flags) },
        phrase: phraseIndex,
        text: words,
        settings: [],
        start: tokens[m.start].start,
        end: tokens[m.end - 1].end,
        separate: before.another,
        indefinite: indefiniteBefore(tokens, m.start),
        qualifier: qualifierBefore(tokens, m),
      });
    }
    mentions.push(...phraseMentions);
    const rest = tokens.filter((t, k) => !used.has(k) && !isConsumed(t) && !FILLER.test(t.word));
    // Words nothing read, kept for the catalogue when one of them is not a known word (a product name).
    if (rest.some((t) => !isKnownWord(t.word))) leftovers.push({ phrase: phraseIndex, words: rest.map((t) => t.word) });
    const unsupported = UNSUPPORTED.map((re) => phraseLower.match(re)?.[0]).filter((x): x is string => !!x);
    for (const u of unsupported) notCovered.push(`'${u}'`);
    const explicit = explicitAt.some((e) => e.at >= clause.start && e.at < clause.start + raw.length);
    if (!served && !explicit && !unsupported.length && rest.length)
      unread.push({ phrase: phraseIndex, text: restore(raw, quoteText).slice(0, 160) });
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
    explicitTypes: explicitAt.map((e) => ({ phrase: phraseOf(e.at), type: e.type, start: e.at, end: e.end })),
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
    attrs[k] ??= v;
  }
  for (const flag of f.flags ?? []) m.attrs.flags.add(flag);
}

interface Match {
  concept: number;
  start: number;
  end: number;
}

function matchConcepts(tokens: Token[], consumed: (t: Token) => boolean): Match[] {
  const out: Match[] = [];
  for (let i = 0; i < tokens.length;) {
    const candidates = INDEX.get(tokens[i].word);
    const hit = candidates?.find((p) =>
      p.tokens.every((t, k) => tokens[i + k]?.word === t && !consumed(tokens[i + k])),
    );
    if (hit) {
      out.push({ concept: hit.concept, start: i, end: i + hit.tokens.length });
      i += hit.tokens.length;
    } else i += 1;
  }
  return out;
}

/**
 * "Cosmos DB database", "Azure SQL database", "Kafka topic": a general word right after a product
 * it is the general name of adds nothing. After anything else it is a component of its own.
 */
function dropGenericHeads(matches: Match[], tokens: Token[], cloud: Cloud, consumed: (t: Token) => boolean): Match[] {
  return matches.filter((m, i) => {
    const prev = matches[i - 1];
    // Settings between the two ("Postgres 15 server") do not separate them.
    const between = prev ? tokens.slice(prev.end, m.start) : [];
    if (!prev || m.end - m.start !== 1 || !between.every(consumed)) return true;
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
}

function qualifierBefore(tokens: Token[], m: Match): string | undefined {
  const prev = tokens[m.start - 1];
  if (m.end - m.start !== 1 || !prev || !GENERIC_HEADS.has(tokens[m.start].word)) return undefined;
  return FILLER.test(prev.word) || isKnownWord(prev.word) ? undefined : prev.word;
}

function namesAfter(tokens: Token[], end: number, quotes: Map<string, string>): string[] {
  const names: string[] = [];
  let i = end;
  let gap = 0;
  while (i < tokens.length && gap <= 6) {
    const t = tokens[i].word;
    if (PLACEHOLDER.test(t)) {
      const name = quotes.get(t);
      if (name) names.push(name);
      i += 1;
      gap = 0;
      // `"a" and "b"`, `"a", "b"` name several of the same kind; anything else ends the list.
      if (tokens[i]?.word === 'and' && PLACEHOLDER.test(tokens[i + 1]?.word ?? '')) i += 1;
      else if (!PLACEHOLDER.test(tokens[i]?.word ?? '')) break;
      continue;
    }
    if (!NAME_GAP.has(t) || (t === 'and' && names.length === 0)) break;
    // `called test_lambda` names without quotes.
    const next = tokens[i + 1]?.word;
    if (
      (t === 'called' || t === 'named') &&
      next &&
      /^[a-z][a-z0-9]*$/.test(next) &&
      !NAME_GAP.has(next) &&
      !PLACEHOLDER.test(next)
    ) {
      if (!names.length) names.push(tokens[i + 1].raw);
      break;
    }
    i += 1;
    gap += 1;
  }
  return names;
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
