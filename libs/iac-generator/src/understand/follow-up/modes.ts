/**
 * "switch the cluster from Autopilot to Standard", "on-demand rather than spot", "swap the spot pool
 * for a regular one": a follow-up that changes a mode names the mode left behind as well as the new
 * one. A yes/no property the reading raised from the old side's words only is turned off on the thing
 * that has it (it was raised again from the follow-up's own words); a value of an earlier turn the old
 * side says again ("autoscale 2-6 instead of a fixed 3") is left behind too. The thing stays, with
 * its other settings.
 */
import { type Flag, type Setting } from '../../model/types';
import { type Intent, type Mention } from '../intent';
import { takeSettings } from './move-settings';
import { dropPart } from './part-values';
import { replacementOf } from './replacements';

// "from X to Y": X is left behind ("scale from 2 to 10" names no mode, so it changes none).
const FROM_TO = /\bfrom\s+(.+?)\s+(?:to|into)\s+(.+)/i;

/** The words of the mode a phrase leaves behind, and of the one it takes, when it says both. */
function sidesOf(phrase: string): { old: string; new: string } | undefined {
  const moved = FROM_TO.exec(phrase);
  if (moved) return { old: moved[1], new: moved[2] };
  const swap = replacementOf(phrase);
  return swap?.new ? { old: swap.old, new: swap.new } : undefined;
}

const plain = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** The numbers a setting sets. */
const numbersOf = (s: Setting): number[] =>
  Object.values(s.values ?? {}).filter((v): v is number => typeof v === 'number');
const saysNumber = (words: string, n: number) => new RegExp(`(?<![\\w.-])${n}(?![\\w.-])`).test(words);

/** The yes/no properties a setting raises. */
const flagsOf = (s: Setting): Flag[] => [
  ...(s.flags ?? []),
  ...s.keys.filter((k) => k.startsWith('flag:')).map((k) => k.slice(5) as Flag),
];

/**
 * Turns off, for each phrase of turn `t` that moves from one mode to another, the old mode's
 * properties that the new side does not say again: on the things spoken of in that phrase that have
 * them, else on the last thing that has them. Returns the properties turned off, which the request
 * as a whole no longer asks for either.
 */
export function leftModes(
  intent: Intent,
  model: Mention[],
  t: number,
  turn: (phrase: number) => number,
): { off: Set<Flag>; phrases: Set<number> } {
  const off = new Set<Flag>();
  const phrases = new Set<number>();
  intent.phrases.forEach((phrase, i) => {
    const sides = turn(i) === t ? sidesOf(phrase) : undefined;
    if (!sides) return;
    // "autoscale 2-6 instead of a fixed 3": an earlier value the old side says again is left behind.
    for (const m of model.filter((x) => x.settings.some((o) => o.phrase === i)))
      takeSettings(m, (x) => turn(x.phrase) < t && numbersOf(x).some((n) => saysNumber(sides.old, n)));
    const said = model.flatMap((m) => m.settings.filter((x) => x.phrase === i));
    const within = (words: string, x: Setting) => plain(words).includes(plain(x.text));
    // The reading's settings of the phrase, by their words: those of the old side only are left behind.
    const kept = new Set(said.filter((x) => within(sides.new, x)).flatMap(flagsOf));
    const left = new Set(said.filter((x) => within(sides.old, x) && !within(sides.new, x)).flatMap(flagsOf));
    for (const flag of left) {
      if (kept.has(flag)) continue;
      const having = model.filter((m) => m.attrs.flags.has(flag));
      const spoken = having.filter((m) => m.settings.some((x) => x.phrase === i));
      const last = having.at(-1);
      for (const m of spoken.length ? spoken : last ? [last] : []) dropPart(m, flag);
      off.add(flag);
      phrases.add(i);
    }
  });
  return { off, phrases };
}

// Words that say the plain mode a thing goes back to ("a standard one", "regular nodes"), and words
// that only point back at it.
const PLAIN_MODE = new Set(
  [
    'standard',
    'regular',
    'normal',
    'plain',
    'default',
    'on',
    'demand',
    'ondemand',
    'classic',
    'usual',
    'ordinary',
  ].concat(['a', 'an', 'the', 'one', 'ones', 'it', 'its', 'that', 'this', 'them', 'instead', 'please']),
);

/**
 * Whether words of a phrase that left a mode behind only say the plain mode taken instead and the
 * thing it is of ("a Standard cluster", "a regular one"): read, as the change carried out.
 */
export function saysPlainMode(text: string, things: Mention[]): boolean {
  const own = new Set(
    things.flatMap((m) =>
      plain(`${m.text ?? ''} ${m.kind.replace(/[._]/g, ' ')}`)
        .trim()
        .split(' '),
    ),
  );
  const words = plain(text).trim().split(' ').filter(Boolean);
  const single = (w: string) => w.replace(/s$/, '');
  return words.length > 0 && words.every((w) => PLAIN_MODE.has(w) || own.has(w) || own.has(single(w)));
}
