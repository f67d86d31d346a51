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
const VALUE = new RegExp(String.raw`^${COUNT}\s*-?\s*([a-z]+)`, 'i');
// "rather than one", "instead of the current 3 days": the value left behind, said after the new one.
const LEFT = String.raw`(?:\s+(?:rather\s+than|instead\s+of)\s+(?:the\s+)?(?:current\s+|old\s+|existing\s+)?${COUNT.replace('(', '(?:')}(?:\s*-?\s*[a-z]+)?)?`;
const AFTER = new RegExp(String.raw`^${LEFT}(?:\s+(?:instead|then|please|rather|now|too))*\W*$`, 'i');

const unitOf = (word: string) => word.toLowerCase().replace(/s$/, '');

/** The value and unit a phrase states alone, if that is all it says. */
function bareValue(phrase: string): { value: number; unit: string; words: string } | undefined {
  const rest = phrase.trim().replace(LEAD, '');
  const m = VALUE.exec(rest);
  if (!m || !AFTER.test(rest.slice(m[0].length))) return undefined;
  return { value: num(m[1].toLowerCase()), unit: unitOf(m[2]), words: m[0] };
}

/** The number a setting's words state in `unit`, when they state exactly one. */
function stated(s: Setting, unit: string): number | undefined {
  const found = [...s.text.matchAll(new RegExp(String.raw`\b${COUNT}\s*-?\s*([a-z]+)`, 'gi'))].filter(
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
    const bare = turn(i) === t && !intent.mentions.some((m) => m.phrase === i) ? bareValue(phrase) : undefined;
    if (!bare) return;
    const said = model.flatMap((m) =>
      m.settings
        .filter((s) => turn(s.phrase) < t && stated(s, bare.unit) !== undefined)
        .map((s) => ({ m, s, old: stated(s, bare.unit)! })),
    );
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
