/**
 * Typed values the request stated ("10.40.1.0/24", "3 times", "50 processing units") that no written
 * file holds in any spelling, and no line of the answer says: said as "not covered" (issue 24, SIL),
 * whatever the reading made of their words. The files are the only judge of whether a value was
 * written; a value an earlier turn stated that a later one states again in the same unit ("4 days",
 * then "make it 7 days") was replaced, and one a follow-up removed is meant to be in no file.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type StatedValue, statedValues, valueHeld } from './stated-values';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a line's quoted words (its subject) state the value. */
function quotes(line: string, v: StatedValue): boolean {
  const subject = /^'(.*?)' \(/s.exec(line)?.[1] ?? line;
  return new RegExp(`(?<![\\d.])${escape(v.value)}(?![\\d]|\\.\\d)`).test(subject.replace(/(\d),(?=\d{3})/g, '$1'));
}

// A number a follow-up says it replaces: "instead of a fixed 3", "rather than the current 7 days".
const LEFT_BEHIND =
  /\b(?:instead of|rather than|in place of)\s+(?:(?:an?|the|our|its|that)\s+)?(?:(?:fixed|current|old|static|existing|flat)\s+)?(\d+(?:\.\d+)?)(?![\d.])/gi;

/**
 * The "not covered" lines of values the user's turns (`turns`, oldest first) stated that `content`
 * does not hold; `said` holds the answer's lines already written, `removed` what follow-ups removed.
 * `home` gives the line naming the attribute a written type has for a value, when it has one: such a
 * value is said with it even when a "not read" line (`unread`) quotes it, since that line claims
 * nothing of the files.
 */
export function unusedValueLines(
  turns: readonly string[],
  content: string,
  said: readonly string[],
  removed: readonly string[] = [],
  { home, unread = [] }: { home?: (v: StatedValue) => string | undefined; unread?: readonly string[] } = {},
): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  turns.forEach((turn, i) => {
    // What an earlier turn stated with a thing a follow-up removed (a queue's redrive count with its
    // dead-letter queue) is meant to be in no file; which values went with it is not known here.
    if (i < turns.length - 1 && removed.length) return;
    const later = turns.slice(i + 1).flatMap((t) => statedValues(t));
    // "autoscale 2-6 instead of a fixed 3": a value this turn or a later one says it leaves behind is meant to be in no file.
    const left = new Set(turns.slice(i).flatMap((t) => [...t.matchAll(LEFT_BEHIND)].map((m) => m[1])));
    for (const v of statedValues(turn)) {
      if (seen.has(v.words) || valueHeld(v, content)) continue;
      // Stated again, in the same unit, by a later turn: replaced.
      if (later.some((l) => l.unit === v.unit && (v.unit !== '' || !l.value.includes('.')))) continue;
      if (removed.some((r) => r.includes(v.value)) || left.has(v.value)) continue;
      if (said.some((l) => quotes(l, v))) continue;
      const homed = home?.(v);
      if (!homed && unread.some((l) => quotes(l, v))) continue;
      // The attribute holds what a later turn stated in its place ("engine 7.1", then "Valkey 7.2"): replaced.
      const written = homed && / the files write (.+?) there, not /.exec(homed)?.[1];
      if (written && later.some((l) => written === l.value || written.startsWith(`${l.value}.`))) continue;
      seen.add(v.words);
      lines.push(homed ?? GeneratorMessages.nameNotUsed(v.words));
    }
  });
  return lines;
}
