/**
 * "scratch the CloudWatch Logs part, and expire objects in the bucket after 400 days": the reading
 * gave the follow-up's retention to the log group, the nearest thing then that takes one; once the
 * same follow-up removes the log group, the value is still asked for, so it goes to the thing left
 * that takes it (one its phrase names first, else the nearest said before it). A value no thing
 * left takes is said as not written, never dropped in silence.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Setting } from '../../model/types';
import { type Mention } from '../intent';
import { FAMILIES } from '../settings';
import { saysName } from './same-thing';
import { adopt } from './values';

/** The words a phrase would name a thing by: its names, the last word of its own words, its kind's words. */
function namedBy(phrase: string, m: Mention): boolean {
  const kindWords = m.kind
    .slice(m.kind.indexOf('.') + 1)
    .split('_')
    .filter((w) => w.length > 2);
  const head = m.text?.split(/\s+/).at(-1);
  return [...m.names, ...(head ? [head] : []), ...kindWords].some((w) => saysName(phrase, w));
}

/**
 * Gives each of `settings` (said in a follow-up, held by things it removed) to the thing of `model`
 * that takes it. Returns the "not covered" lines of those nothing left takes, with their values.
 */
export function rehome(
  settings: Setting[],
  model: Mention[],
  phrases: string[],
): { line: string; values: Partial<Record<string, unknown>> }[] {
  const lines: { line: string; values: Partial<Record<string, unknown>> }[] = [];
  for (const s of settings) {
    if (model.some((m) => m.settings.includes(s))) continue;
    const family = s.family ? FAMILIES[s.family as keyof typeof FAMILIES] : undefined;
    const fits = family ? model.filter((m) => family.test(m.kind.slice(m.kind.indexOf('.') + 1))) : [];
    const phrase = phrases[s.phrase] ?? '';
    const target =
      fits.find((m) => namedBy(phrase, m)) ?? fits.findLast((m) => m.start < (s.at ?? Infinity)) ?? fits[0];
    if (target) adopt(target, [s]);
    else lines.push({ line: GeneratorMessages.settingForNothing(s.text, s.label), values: s.values ?? {} });
  }
  return lines;
}
