/**
 * Properties a request turns off: a yes/no property's words after a negation ("no multi-AZ",
 * "without versioning", "non-FIFO", "disable deletion protection") or before a word that says off
 * ("versioning off", "multi-AZ disabled", "FIFO: false"). They are never raised, and the component
 * they are said of records them as off, so a writer whose default has one on can leave it off.
 *
 * @example
 *   flagsOff('an rds database, no multi-az') // [{ flag: 'multiAz', text: 'no multi-az', ... }]
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Flag, type Setting } from '../model/types';
import { restore } from './words';

// Words that turn off what follows them, and the words allowed between ("not need any", "turn off the").
const OFF_BEFORE =
  /(?:\b(?:no|not|without|non|never|disable[ds]?|disabling|turn(?:ed|ing)? off|switch(?:ed|ing)? off|skip(?:ped|ping)?)|n['\u2019]t)[\s-]+(?:(?:a|an|any|the|its|need|needs|needed|want|use|be|to|have|with|enable|enabled|require|required)\s+){0,3}$/;
// Words after a property that say it is off ("versioning off", "multi-AZ: disabled", "fifo = false").
const OFF_AFTER =
  /^\s*(?:[:=]\s*|(?:is|are|should be|must be|be|set to|kept|left|stays?)\s+)?(?:off|disabled|false|none|turned off|switched off|not needed|not required)\b/;

// Properties whose own words already say which way they go ("not public" is private).
const TWO_SIDED = new Set<Flag>(['private', 'public', 'internal']);

export interface FlagOff {
  flag: Flag;
  /** The words that turned it off, and where they are in the text read. */
  text: string;
  start: number;
  end: number;
}

/** Every property `lower` turns off, with the words that did it; `patterns` are the properties' words. */
export function flagsOff(lower: string, patterns: readonly (readonly [Flag, RegExp])[]): FlagOff[] {
  const out: FlagOff[] = [];
  for (const [flag, re] of patterns) {
    if (TWO_SIDED.has(flag)) continue;
    for (const m of lower.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))) {
      const end = m.index + m[0].length;
      const before = OFF_BEFORE.exec(lower.slice(Math.max(0, m.index - 40), m.index));
      const after = OFF_AFTER.exec(lower.slice(end, end + 24));
      if (!before && !after) continue;
      const start = before ? m.index - before[0].length : m.index;
      const until = after ? end + after[0].length : end;
      out.push({ flag, text: lower.slice(start, until), start, end: until });
    }
  }
  return out;
}

/**
 * The setting that records a phrase's properties turned off, said in the phrase's words (`lower` is
 * `raw` lower-cased, of the same length): a writer honours it by reading the property (whose
 * absence it writes) or the list of those turned off. `quotes` gives the words of the quoted spans'
 * placeholders, so the line says the name as written, never "q§1".
 */
export function offSettingOf(
  raw: string,
  lower: string,
  where: { offset: number; phrase: number },
  off: Flag[],
  patterns: readonly (readonly [Flag, RegExp])[],
  quotes: Map<string, string>,
): Setting {
  const said = flagsOff(lower, patterns).filter((o) => off.includes(o.flag));
  const first = said[0];
  return {
    label: GeneratorMessages.turnedOffLabel,
    keys: [...off.map((f) => `flag:${f}`), 'off'],
    text: restore(first ? said.map((o) => raw.slice(o.start, o.end)).join(', ') : raw, quotes),
    phrase: where.phrase,
    values: { off },
    at: where.offset + (first?.start ?? 0),
  };
}
