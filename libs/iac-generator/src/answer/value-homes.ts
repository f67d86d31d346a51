/**
 * Where a stated value no file holds would go (issue 24, UNT): the attribute of a written resource
 * type whose bundled schema names what the value counts ("365 days" -> the `days` of a bucket's
 * object lock rule, "4000 IOPS" -> a domain's EBSOptions.Iops, "parallelism 6" -> a Job's
 * spec.parallelism, "2.9" of a product -> its engine version). A line saying only that no file holds
 * the value reads as if nothing could take it; naming the attribute, and the value written there
 * instead when there is one, says what is true and where the user sets it.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Planner } from '../plan/planner';
import { type RenderOutput } from '../render/types';
import { FUNCTION_WORDS } from './file-words';
import { schemaPaths, typeOfAddress, type SchemaPath } from '../model/schema-paths';
import { scopeOf } from './scope';
import { type StatedValue } from './stated-values';

/** What was written for the request, and the words of each of its phrases. */
interface WrittenFor {
  plan: Planner;
  out: RenderOutput;
  phrases: readonly string[];
}

// Units spelt short, as the words schemas spell them in full.
const UNIT_WORDS: [RegExp, string][] = [
  [/^(?:s|secs?)$/, 'second'],
  [/^mins?$/, 'minute'],
  [/^(?:h|hrs?)$/, 'hour'],
  [/^d$/, 'day'],
  [/^(?:mi|mib)$/, 'mb'],
  [/^(?:gi|gib|g)$/, 'gb'],
  [/^(?:ti|tib)$/, 'tb'],
];
const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/ies$/, 'y')
    .replace(/(?<=[a-z]{2})s$/, '');
// A unit spelt short is the word schemas spell in full; a key's own words are never read as units ("min_lower").
const unitStem = (w: string) => UNIT_WORDS.find(([re]) => re.test(w.toLowerCase()))?.[1] ?? stem(w);
const wordsOf = (text: string, asWord = stem) =>
  (
    text
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .match(/[A-Za-z]+/g) ?? []
  )
    .map(asWord)
    .filter((w) => w.length > 1 && !FUNCTION_WORDS.has(w));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MAX_UNWRITTEN_DEPTH = 2;
const HELPERS = /^(?:random|tls|archive|time|null)_/;
const lastKey = (path: string) => path.split('.').pop()!;
// A release number said of a product ("OpenSearch 2.9", "Kafka 3.6.0"): its engine's version.
const VERSION = /^\d+\.\d+(?:\.\d+)?$/;

/**
 * The value the files write at `path` in `text` (`days = 30`, `"Iops": 3000`, `parallelism: 2`),
 * when every key of the path is written there (a block or object of each), if any.
 */
function writtenValue(path: string, text: string): string | undefined {
  const keys = path.split('.');
  const isKey = (k: string) => new RegExp(`(?<![\\w.-])["']?${escape(k)}["']?\\s*[:={]`).test(text);
  if (!keys.slice(0, -1).every(isKey)) return undefined;
  const m = new RegExp(`(?<![\\w.-])["']?${escape(keys[keys.length - 1])}["']?\\s*[:=]\\s*["']?([^"'\\s,}\\]]+)`).exec(
    text,
  );
  return m?.[1];
}

const NUMBER = /^\d+(?:\.\d+)?$/;

/**
 * Whether attribute `p` (its last key's words `key`) takes value `v` stated with words `own`: a
 * number goes where a number goes, under a key saying one of its words ("days", "IOPS"); any other
 * value where a string goes, under a key saying all of them ("time zone", or "timezone" as one word).
 */
function fits(p: SchemaPath, key: readonly string[], own: readonly string[], v: StatedValue): boolean {
  if (NUMBER.test(v.value)) return p.leaf === 'number' && own.some((o) => key.includes(o));
  return p.leaf === 'string' && (own.every((o) => key.includes(o)) || key.includes(own.join('')));
}

interface Home {
  type: string;
  path: string;
  written?: string;
  score: number;
}

/**
 * The attribute a stated value would go in among the types written for its phrase (all written
 * types when its phrase wrote none): one whose last key says a word the value is stated with (its
 * unit, or the words before it), of the schema's kind for it (a number, or a version), ranked by how
 * many words of the phrase its path says; with the value the files write there, if any.
 */
function homeOf(v: StatedValue, w: WrittenFor): Home | undefined {
  // The words it is stated with, and its unit ("time zone" of "Europe/Berlin").
  const own = [...new Set([...wordsOf(v.words.replace(v.value, ' '), unitStem), ...wordsOf(v.unit, unitStem)])];
  // Said of a product, a release number has no unit of its own ("OpenSearch 2.9 domain"): when no
  // attribute says its words, it goes where the schema keeps the version.
  return homeFor(v, own, false, w) ?? (VERSION.test(v.value) ? homeFor(v, own, true, w) : undefined);
}

function homeFor(v: StatedValue, own: readonly string[], version: boolean, w: WrittenFor): Home | undefined {
  if (!own.length && !version) return undefined;
  const phrase = w.phrases.findIndex((p) => p.toLowerCase().includes(v.words.toLowerCase()));
  const phraseWords = new Set(phrase >= 0 ? wordsOf(w.phrases[phrase]) : own);
  const produced = (mine: boolean) =>
    w.plan.components
      .filter((c) => !mine || c.phrase === phrase)
      .flatMap((c) => w.out.produced.get(c) ?? [])
      .filter((a) => typeOfAddress(a));
  const addresses = phrase >= 0 && produced(true).length ? produced(true) : produced(false);
  const homes: Home[] = [];
  for (const address of new Set(addresses)) {
    const type = typeOfAddress(address)!;
    // A release number's unit, if any, is the thing it is the release of ("2.9 domain" of a Domain), never an amount ("0.5 vCPU").
    if (version && v.unit && !wordsOf(type).includes(stem(v.unit))) continue;
    // The generator's own helpers (a random suffix, a generated key) hold nothing the user stated.
    if (HELPERS.test(type)) continue;
    const text = scopeOf(w.out, [address]);
    for (const p of schemaPaths(type)) {
      const key = wordsOf(lastKey(p.path));
      if (!(version ? key.includes('version') : fits(p, key, own, v))) continue;
      const score = wordsOf(p.path).filter((x) => phraseWords.has(x)).length;
      const written = writtenValue(p.path, text);
      // Unwritten, an attribute deep inside another block (a bucket's replication time) is some other
      // setting's part: only one at the top of the resource or in one block under it is named.
      if (written === undefined && p.path.split('.').length > MAX_UNWRITTEN_DEPTH) continue;
      homes.push({ type, path: p.path, written, score });
    }
  }
  // Written first (the file holds another value there), then the path that says most of the phrase, then the shortest.
  const rank = (h: Home) => [h.written === undefined ? 1 : 0, -h.score, h.path.split('.').length, h.path.length];
  return homes.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x.map((n, i) => n - y[i]).find((d) => d !== 0) ?? 0;
  })[0];
}

/** The line for a stated value no file holds, naming the attribute that takes it; undefined when no written type has one. */
export function valueHomeLine(v: StatedValue, w: WrittenFor): string | undefined {
  const home = homeOf(v, w);
  if (!home) return undefined;
  return home.written !== undefined
    ? GeneratorMessages.valueWrittenOtherwise(v.words, home.path, home.type, home.written, v.value)
    : GeneratorMessages.valueAttributeUnset(v.words, home.path, home.type);
}
