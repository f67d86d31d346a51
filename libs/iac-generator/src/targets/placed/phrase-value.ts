/**
 * What words no reader took state as a value: the words that say which setting ("idle timeout",
 * "autoclass", "max dispatches/sec") and the typed value given with them ("15 min" a duration,
 * "on" a yes, "kestrel-gw" a text), read from the words themselves and the few words right after
 * them in their clause ("dns label" followed by "kestrel-gw").
 *
 * @example
 *   statedSetting('idle timeout', 'public ip, idle timeout 15 min, zone redundant')
 *   // { words: ['idle', 'timeout'], value: { kind: 'number', value: 15, unit: { dimension: 'time', scale: 60 } } }
 */
import { wordsOf as nameWords } from '../../catalogue/stated';

export interface Unit {
  dimension: 'time' | 'size';
  /** In seconds for a time, in GB for a size. */
  scale: number;
}

export type SaidValue =
  | { kind: 'bool'; value: boolean; said: boolean }
  /** `text` as said: "5.0" is a version more than a number. */
  | { kind: 'number'; value: number; text: string; unit?: Unit }
  | { kind: 'string'; value: string };

export interface StatedSetting {
  /** The words naming the setting, normalised (`words.ts`). */
  words: string[];
  /** The word right before them in the clause, which may still be part of the setting's name ("cross" of "cross zone on"). */
  before?: string;
  value: SaidValue;
  /** Whether the clause says no, not, without or off of them. */
  negated: boolean;
  /** The whole clause of the phrase they are said in ("a 10 GiB per-query scan limit so nobody burns money"). */
  clause: string;
  /** The word said right after them when no value is, which may be one of the texts a setting takes ("tier premium"). */
  after?: string;
}

const UNITS: [RegExp, Unit][] = [
  [/^(?:ms|millis|milliseconds?)$/, { dimension: 'time', scale: 0.001 }],
  [/^(?:s|secs?|seconds?)$/, { dimension: 'time', scale: 1 }],
  [/^(?:m|mins?|minutes?)$/, { dimension: 'time', scale: 60 }],
  [/^(?:h|hrs?|hours?)$/, { dimension: 'time', scale: 3600 }],
  [/^(?:d|days?)$/, { dimension: 'time', scale: 86400 }],
  [/^(?:w|wks?|weeks?)$/, { dimension: 'time', scale: 604800 }],
  [/^bytes?$/, { dimension: 'size', scale: 1 / 2 ** 30 }],
  [/^(?:mb|mib|megabytes?)$/, { dimension: 'size', scale: 1 / 1024 }],
  [/^(?:gb|gib|gigabytes?)$/, { dimension: 'size', scale: 1 }],
  [/^(?:tb|tib|terabytes?)$/, { dimension: 'size', scale: 1024 }],
];

/** The unit a word names, if it names one. */
export const unitOf = (word: string): Unit | undefined => UNITS.find(([re]) => re.test(word.toLowerCase()))?.[1];

const TRUE = /^(?:on|enabled?|true|yes)$/i;
const FALSE = /^(?:off|disabled?|false)$/i;
// Words that join a setting to its value, saying neither ("the lock should be 1 minute").
const JOINING = new Set('a an the of to at is be are set should must its it their = :'.split(' '));
const NEGATION = /\b(?:no|not|without|never|disable|disabled|off|false)\b/i;

/** A word as the index spells it: singular, the long form of a common shortening. */
export function normalWord(word: string): string {
  const w = word.toLowerCase();
  const long: Record<string, string> = {
    sec: 'second',
    secs: 'second',
    maximum: 'max',
    minimum: 'min',
    msgs: 'message',
    msg: 'message',
    cfg: 'config',
    configuration: 'config',
    hrs: 'hour',
    retries: 'retry',
  };
  if (long[w]) return long[w];
  return w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w;
}

const CLAUSE_END = /[,;\n()]|\s-\s|\.(?:\s|$)/;

/**
 * The clause of `phrase` that holds `words`, from them on; the word before them; and a number said
 * right before them, with at most one word between ("3 dedicated masters"), a unit if that word is one.
 */
function clauseAround(
  words: string,
  phrase: string,
): { from: string; whole: string; before?: string; number?: string; unit?: Unit } | undefined {
  const at = phrase.toLowerCase().indexOf(words.toLowerCase());
  if (at < 0) return undefined;
  const rest = phrase.slice(at);
  const end = rest.search(CLAUSE_END);
  const lead = phrase.slice(0, at).split(CLAUSE_END).pop() ?? '';
  const from = end < 0 ? rest : rest.slice(0, end);
  const before = /([a-z][a-z0-9]*)[\s-]+$/i.exec(lead)?.[1];
  const number = /(?:^|\s)(\d+)\s+(?:([a-z][\w-]*)\s+)?$/i.exec(lead);
  return {
    from,
    whole: lead + from,
    before: before?.toLowerCase(),
    number: number?.[1],
    unit: number?.[2] ? unitOf(number[2]) : undefined,
  };
}

const tokensOf = (s: string) => s.match(/"[^"]*"|'[^']*'|[A-Za-z0-9][\w.:@+-]*|\/|=/g) ?? [];

/**
 * The setting and value `unread` (words no reader took) states, with its clause in `phrase`; none
 * when no typed value is said with them.
 */
export function statedSetting(unread: string, phrase: string): StatedSetting | undefined {
  const found = clauseAround(unread, phrase);
  if (!found) return undefined;
  // "up to 5 attempts" says a maximum.
  const clause = { ...found, from: found.from.replace(/\bup to\b/gi, 'max') };
  // The unread words, then at most three words of the clause after them, where a value is said.
  const own = tokensOf(unread).length;
  const tokens = tokensOf(clause.from).slice(0, own + 3);
  const words: string[] = [];
  let value: SaidValue | undefined;
  let after: string | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const beyond = i >= own;
    if (/^\d+(?:\.\d+)?$/.test(t) && !value) {
      const next = tokens[i + 1];
      const unit = next && next !== '/' ? unitOf(next) : undefined;
      value = { kind: 'number', value: Number(t), text: t, unit };
      if (unit) i++;
      continue;
    }
    const compact = /^(\d+(?:\.\d+)?)([a-z]+)$/i.exec(t);
    if (compact && unitOf(compact[2]) && !value) {
      value = { kind: 'number', value: Number(compact[1]), text: compact[1], unit: unitOf(compact[2]) };
      continue;
    }
    if ((TRUE.test(t) || FALSE.test(t)) && !value) {
      value = { kind: 'bool', value: TRUE.test(t), said: true };
      continue;
    }
    if (/^["']/.test(t) && !value) {
      value = { kind: 'string', value: t.slice(1, -1) };
      continue;
    }
    // A name or code said right after the words (a label, a path): one with a digit, a dash, a dot or a slash.
    if (beyond && !value && words.length && /^[a-z0-9][\w.:@/-]*$/i.test(t) && /[\d./-]/.test(t) && !/^\d/.test(t)) {
      value = { kind: 'string', value: t };
      continue;
    }
    if (beyond) {
      // Words after the value, or ones that start another thing, are not the setting's.
      if (!value && !JOINING.has(t.toLowerCase()) && /^[a-z][\w-]*$/i.test(t)) after = t;
      if (value || !JOINING.has(t.toLowerCase())) break;
      continue;
    }
    if (t === '/' || JOINING.has(t.toLowerCase())) continue;
    words.push(...nameWords(t).map(normalWord));
  }
  if (!value && clause.number)
    value = { kind: 'number', value: Number(clause.number), text: clause.number, unit: clause.unit };
  const negated = NEGATION.test(clause.from) || /^(?:no|not|without)$/.test(clause.before ?? '');
  if (!words.length) return undefined;
  // Said with no value, a feature named whole is asked on ("point-in-time recovery"), unless said off.
  return {
    words,
    before: clause.before && !JOINING.has(clause.before) ? normalWord(clause.before) : undefined,
    value: value ?? { kind: 'bool', value: !negated, said: false },
    negated,
    clause: found.whole.trim(),
    after: value ? undefined : after,
  };
}
