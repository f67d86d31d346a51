/**
 * "make it 14 days instead", "120 seconds then": a follow-up that states only a value with its unit
 * changes the one setting asked for before that was stated in that unit (the queue's "4 day
 * retention"), by the same measure: what the reading made of the old number is made of the new one
 * ("16 GB RAM" held as 16384 MB). With no such setting, or more than one, the phrase stays unread and
 * is said so, never given to a guess.
 */
import { type Setting } from '../../model/types';
import { num } from '../numbers';
import { type Intent, type Mention } from '../intent';
import { adopt } from './values';

// Words before the value that only say it replaces ("make it", "change that to", "let's do").
const LEAD =
  /^(?:(?:ok(?:ay)?|actually|now|please|and|so|hmm|wait|sorry|oh)\W+)*(?:(?:make|set|change|switch|bump|raise|lower|increase|decrease|reduce|put)\s+(?:it|that|this|them)\s+(?:to\s+|at\s+)?|let['\u2019]?s\s+(?:go\s+with|do|use|say)\s+|(?:use|go\s+with)\s+)?/i;
// A count in digits or words ("two replicas"); never "a"/"an", which also start plain words.
const COUNT = String.raw`(\d+(?:\.\d+)?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)`;
// A unit in words, or a percent sign ("75%": a threshold, a utilization).
const UNIT = String.raw`([a-z]+|%)`;
const VALUE = new RegExp(String.raw`^${COUNT}\s*-?\s*${UNIT}`, 'i');
// "rather than one", "instead of the current 3 days": the value left behind, said after the new one.
const LEFT = String.raw`(?:\s+(?:rather\s+than|instead\s+of)\s+(?:the\s+)?(?:current\s+|old\s+|existing\s+)?${COUNT.replace('(', '(?:')}(?:\s*-?\s*[a-z]+)?)?`;
const AFTER = new RegExp(String.raw`^${LEFT}(?:\s+(?:instead|then|please|rather|now|too))*\W*$`, 'i');

const unitOf = (word: string) => (/^(?:%|percent|pct)$/i.test(word) ? '%' : word.toLowerCase().replace(/s$/, ''));

// "raise the age rule to 90 days", "set max capacity to 16 ACU": a verb of change, the words of the
// setting (any, the reading may know none of them), then the new value with its unit.
const DELTA = new RegExp(
  String.raw`^(?:(?:ok(?:ay)?|actually|now|please|and|also|then|so|but)\W+)*(?:let['\u2019]?s\s+|can you\s+|we(?:['\u2019]d like to| want to| need to)\s+)?` +
    String.raw`(?:make|set|change|switch|bump|raise|lift|push|bring|take|grow|shrink|expand|trim|lower|increase|decrease|reduce|extend|shorten|cut|drop|up|move)\s+` +
    String.raw`(?:the\s+|its\s+|their\s+|our\s+)?((?:[a-z][\w-]*\s+){0,4}?)(?:to\s+|at\s+|from\s+\S+\s+to\s+)?${COUNT}\s*-?\s*${UNIT}`,
  'i',
);
// Where a clause of a follow-up ends and the next begins ("switch off versioning and raise the age rule to 90 days").
const CLAUSES = /\s*(?:[,;:]|\s[\u2014\u2013-]\s|\band\b|\bthen\b)\s*/i;

interface Bare {
  value: number;
  unit: string;
  /** The words of the value as said, for the setting's text. */
  words: string;
  /** The words before the value that say which setting ("age rule" of "raise the age rule to 90 days"). */
  which?: string[];
  /** The clause that says it, when the phrase says more. */
  clause?: string;
}

/** The value and unit a phrase states alone, if that is all it says. */
function bareValue(phrase: string): Bare | undefined {
  const rest = phrase.trim().replace(LEAD, '');
  const m = VALUE.exec(rest);
  if (!m || !AFTER.test(rest.slice(m[0].length))) return undefined;
  return { value: num(m[1].toLowerCase()), unit: unitOf(m[2]), words: m[0] };
}

/** The new value a clause of the phrase changes a setting to, with the words that say which setting. */
export function deltaValue(phrase: string): Bare | undefined {
  for (const clause of phrase.trim().split(CLAUSES)) {
    const m = DELTA.exec(clause);
    if (!m || !AFTER.test(clause.slice(m.index + m[0].length))) continue;
    const which = m[1]
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2);
    return { value: num(m[2].toLowerCase()), unit: unitOf(m[3]), words: `${m[2]} ${m[3]}`, which, clause };
  }
  return undefined;
}

// A word of a setting said shortly ("max" of "maximum", "ret" of "retention").
const sayWord = (w: string, word: string) => w === word || (w.length >= 3 && word.startsWith(w));

/** Whether the words before a new value say setting `s` (by its label or its own words). */
function saysSetting(which: string[], s: Setting): boolean {
  const own = `${s.label} ${s.text}`.toLowerCase().split(/[^a-z0-9]+/);
  return which.some((w) => own.some((o) => sayWord(w, o)));
}

/** The number a setting's words state in `unit`, when they state exactly one. */
export function stated(s: Setting, unit: string): number | undefined {
  const found = [...s.text.matchAll(new RegExp(String.raw`\b${COUNT}\s*-?\s*${UNIT}`, 'gi'))].filter(
    (m) => unitOf(m[2]) === unit,
  );
  return found.length === 1 ? num(found[0][1].toLowerCase()) : undefined;
}

/**
 * Applies each bare value of turn `t` to the one earlier setting stated in its unit. Returns the
 * phrases it read.
 */
export function bareValues(intent: Intent, model: Mention[], t: number, turn: (phrase: number) => number): number[] {
  const read: number[] = [];
  intent.phrases.forEach((phrase, i) => {
    const own = turn(i) === t && !intent.mentions.some((m) => m.phrase === i);
    const bare = own ? (bareValue(phrase) ?? deltaValue(phrase)) : undefined;
    if (!bare) return;
    // The reading already gave the phrase's value to a setting: nothing more to do.
    if (model.some((m) => m.settings.some((s) => s.phrase === i && stated(s, bare.unit) !== undefined))) return;
    const all = model.flatMap((m) =>
      m.settings
        .filter((s) => turn(s.phrase) < t && stated(s, bare.unit) !== undefined)
        .map((s) => ({ m, s, old: stated(s, bare.unit)! })),
    );
    // Of several settings in the unit, the one the words before the value say ("the age rule", "max").
    const which = bare.which ?? [];
    const named = which.length ? all.filter((x) => saysSetting(which, x.s)) : [];
    const said = new Set(all.map((x) => `${x.s.phrase}\u0000${x.s.text}`)).size > 1 && named.length ? named : all;
    // One thing holds it (mentions of one thing hold the same setting, maybe as copies).
    const settings = new Set(said.map((x) => `${x.s.phrase}\u0000${x.s.text}`));
    if (settings.size !== 1 || said.some((x) => x.s.phrase === i)) return;
    const { s, old } = said[0];
    const numeric = Object.entries(s.values ?? {}).filter(([, v]) => typeof v === 'number');
    if (!numeric.length || !old) return;
    const values = Object.fromEntries(numeric.map(([k, v]) => [k, ((v as number) / old) * bare.value]));
    const now: Setting = { ...s, text: bare.words, phrase: i, values: { ...s.values, ...values }, at: undefined };
    for (const x of said) adopt(x.m, [now]);
    read.push(i);
  });
  return read;
}
