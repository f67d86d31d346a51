/**
 * Prompt (plus the user's earlier turns) -> intent: which components, how many, with which names
 * and settings, and which requirement phrases nothing served.
 *
 * @example
 *   understand('A private S3 bucket named "logs"', 'aws').components
 *   // [{ kind: 'aws.s3_bucket', name: 'logs', attrs: { flags: {'private', ...} } }]
 */
import { type Attrs, type Cloud, emptyAttrs } from '../model/types';
import { readAttributes } from './attributes';
import { countOf, extractQuotes, normalise, PLACEHOLDER, splitClauses, stem, tokenize } from './text';
import { CONCEPTS, KNOWN_UNSUPPORTED } from './vocabulary';

export interface Mention {
  kind: string;
  count: number;
  names: string[];
  attrs: Attrs;
  phrase: number;
  /** The words that matched, for "not covered" lines when a target cannot write the kind. */
  text?: string;
}

export interface Intent {
  cloud: Cloud;
  phrases: string[];
  mentions: Mention[];
  /** Requirement phrases with words that look like requests but match nothing known. */
  notCovered: string[];
  /** Settings read from the whole request, applied to every component. */
  global: Attrs;
}

/** Longest prompt text read; the rest is reported, not silently dropped. */
export const MAX_TEXT = 20_000;

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

// Words allowed between a component word and its quoted name: `bucket named "x"`, `the zone "x"`,
// `node group (with name attribute set to "x")`. Anything else (`hash key named "LockID"`) means the
// quote names something other than the component.
const NAME_GAP = new Set(['named', 'called', 'name', 'the', 'a', 'an', 'with', 'resource', 'resources', 'is', 'as', 'set', 'to', 'attribute', 'should', 'be', '=', 'of', 'its', 'value', 'and', 'identifier', 'id', 'tagged', 'both']);
// Words allowed between a count and its component: `two private subnets`, `3 EC2 instances`.
const COUNT_GAP = new Set(['public', 'private', 'example', 'basic', 'separate', 'new', 'additional', 'more', 'of', 'the', 'newest', 'latest', 'aws', 'amazon', 'linux', 'identical', 'small', 'large', 'ec2', 's3', 'different', 'custom', 'web', 'worker', 'other', 'simple', 'isolated', 'azure', 'gcp', 'google', 'kubernetes']);
// Words a number after which is a version: `PostgreSQL 16`, `Kubernetes 1.31`, `version 3`.
const VERSIONED = new Set(['postgresql', 'postgres', 'mysql', 'mariadb', 'redis', 'kubernetes', 'k8s', 'eks', 'version', 'v', 'python', 'node', 'java', 'kafka', 'elasticsearch', 'opensearch', 'ubuntu', 'debian']);
// Words that carry no requirement on their own; a phrase made only of these is not "not covered".
const FILLER = /^(?:a|an|the|and|or|with|for|to|of|in|on|at|by|from|that|which|it|its|this|these|those|is|are|be|should|will|must|can|also|then|all|any|each|both|one|two|three|some|as|into|using|use|used|via|create|creates|created|creating|make|set|sets|up|setup|provision|provisions|configure|configures|configured|define|defines|deploy|generate|generates|provide|provides|include|includes|including|add|need|needs|want|i|we|my|our|me|please|aws|amazon|azure|google|gcp|cloud|terraform|resource|resources|example|basic|simple|new|named|called|name|value|values|specific|necessary|required|like|such|services|service|infrastructure|configuration|script|code|attribute|attributes|argument|arguments|default|custom|q\u00a7\d+|\d+|[a-z]|etc|e\.g|i\.e)$/;

/** Reads the request. `history` holds earlier user turns, oldest first, so follow-ups refine them. */
export function understand(prompt: string, cloud: Cloud, history: string[] = []): Intent {
  const full = [...history, prompt].join('\n');
  const truncated = full.length > MAX_TEXT;
  const { text, quotes } = extractQuotes(full.slice(0, MAX_TEXT));
  const quoteText = new Map(quotes.map((q) => [q.token, q.text]));
  const global = emptyAttrs();
  readAttributes(text.toLowerCase().slice(0, MAX_TEXT), global);
  for (const f of ['public', 'private', 'internal'] as const) global.flags.delete(f);

  const phrases = splitClauses(text);
  const mentions: Mention[] = [];
  const notCovered: string[] = [];
  phrases.forEach((raw, phraseIndex) => {
    const lower = raw.toLowerCase().slice(0, 2000);
    const tokens = tokenize(normalise(raw)).map(stem);
    const found = matchConcepts(tokens);
    const attrs = emptyAttrs();
    readAttributes(lower, attrs);
    // A phrase that only sets something ("multi-AZ", "50 GB of storage") is served by the settings.
    let served = attrs.flags.size > 0 || !!(attrs.storageGb || attrs.version || attrs.size || attrs.engine || attrs.schedule || attrs.regions.length || attrs.cidrs.length);
    for (const m of found) {
      const kind = CONCEPTS[m.concept][cloud];
      if (kind === null) continue;
      if (kind === undefined) {
        notCovered.push(`'${tokensText(tokens, m.start, m.end)}' (no ${cloudName(cloud)} counterpart)`);
        continue;
      }
      served = true;
      const names = namesAfter(tokens, m.end, quoteText) ;
      const count = countBefore(tokens, m.start);
      mentions.push({ kind, count: Math.max(count ?? 1, names.length), names, attrs, phrase: phraseIndex, text: tokensText(tokens, m.start, m.end) });
    }
    const unsupported = UNSUPPORTED.map((re) => lower.match(re)?.[0]).filter((x): x is string => !!x);
    for (const u of unsupported) notCovered.push(`'${u}'`);
    if (!served && !unsupported.length && tokens.some((t) => !FILLER.test(t))) notCovered.push(`'${restore(raw, quoteText).slice(0, 160)}'`);
  });
  if (truncated) notCovered.push(`the request after its first ${MAX_TEXT} characters`);
  return { cloud, phrases: phrases.map((p) => restore(p, quoteText)), mentions, notCovered: [...new Set(notCovered)], global };
}

interface Match {
  concept: number;
  start: number;
  end: number;
}

function matchConcepts(tokens: string[]): Match[] {
  const out: Match[] = [];
  for (let i = 0; i < tokens.length; ) {
    const candidates = INDEX.get(tokens[i]);
    const hit = candidates?.find((p) => p.tokens.every((t, k) => tokens[i + k] === t));
    if (hit) {
      out.push({ concept: hit.concept, start: i, end: i + hit.tokens.length });
      i += hit.tokens.length;
    } else i += 1;
  }
  return out;
}

function namesAfter(tokens: string[], end: number, quotes: Map<string, string>): string[] {
  const names: string[] = [];
  let i = end;
  let gap = 0;
  while (i < tokens.length && gap <= 6) {
    const t = tokens[i];
    if (PLACEHOLDER.test(t)) {
      const name = quotes.get(t);
      if (name) names.push(name);
      i += 1;
      gap = 0;
      // `"a" and "b"` names two of the same kind; anything else ends the list.
      if (tokens[i] === 'and' && PLACEHOLDER.test(tokens[i + 1] ?? '')) i += 1;
      else break;
      continue;
    }
    if (!NAME_GAP.has(t) || (t === 'and' && names.length === 0)) break;
    // `called test_lambda` names without quotes.
    if ((t === 'called' || t === 'named') && tokens[i + 1] && /^[a-z][a-z0-9]*(?: [a-z0-9]+)?$/.test(tokens[i + 1]) && !NAME_GAP.has(tokens[i + 1]) && !PLACEHOLDER.test(tokens[i + 1])) {
      if (!names.length) names.push(tokens[i + 1]);
      break;
    }
    i += 1;
    gap += 1;
  }
  return names;
}

function countBefore(tokens: string[], start: number): number | undefined {
  for (let i = start - 1, gap = 0; i >= 0 && gap <= 4; i--, gap++) {
    const n = countOf(tokens[i]);
    // "PostgreSQL 15 database" names a version, not fifteen databases.
    if (n !== undefined && VERSIONED.has(tokens[i - 1] ?? '')) return undefined;
    if (n !== undefined) return Math.min(Math.max(n, 1), 10);
    if (!COUNT_GAP.has(tokens[i])) return undefined;
  }
  return undefined;
}

function tokensText(tokens: string[], start: number, end: number): string {
  return tokens.slice(start, end).join(' ');
}

function restore(raw: string, quotes: Map<string, string>): string {
  return raw.replace(/\s*(q\u00a7\d+)\s*/g, (_m, t: string) => ` "${quotes.get(t) ?? ''}" `).replace(/\s+/g, ' ').trim();
}

function cloudName(cloud: Cloud): string {
  return { aws: 'AWS', azure: 'Azure', gcp: 'Google Cloud', k8s: 'Kubernetes' }[cloud];
}
