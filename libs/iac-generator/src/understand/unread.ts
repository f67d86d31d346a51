/**
 * Parts of a phrase asking for a thing of their own that no word of which was read (as a resource
 * or as a setting), so the answer says them rather than dropping them.
 */
import { type Token } from './text';
import { FILLER, INTRODUCES } from './words';

// Where one thing of a phrase ends and the next begins: "x and a y", "x with a y", "x + y".
const PART_BREAK = /\s+(?:and|plus|with|&)\s+|\s*\+\s*/gi;

/**
 * The parts of a phrase that ask for a thing of their own (introduced by "a", "an", a count, or
 * listed with "+") of which no word was read: "an elastic pool" in "a SQL server with an elastic
 * pool". Parts that only describe ("with versioning", "and encryption") are settings, not things.
 */
export function unreadParts(
  raw: string,
  offset: number,
  tokens: Token[],
  used: Set<number>,
  consumed: (t: Token) => boolean,
): string[] {
  const bounds: { start: number; end: number; listed: boolean }[] = [];
  let from = 0;
  let listed = false;
  for (const m of raw.matchAll(PART_BREAK)) {
    const plus = m[0].includes('+');
    bounds.push({ start: from, end: m.index, listed: listed || plus });
    from = m.index + m[0].length;
    listed = plus;
  }
  bounds.push({ start: from, end: raw.length, listed });
  if (bounds.length < 2) return [];
  const out: string[] = [];
  for (const b of bounds) {
    const inPart = tokens
      .map((t, k) => ({ t, k }))
      .filter(({ t }) => t.start >= offset + b.start && t.end <= offset + b.end);
    // A part a setting read words of ("a 250 GB max size") is that setting's: whether it was written is
    // said with the setting (honoured, or a line of its own), never as words nobody read.
    if (!inPart.length || inPart.some(({ t, k }) => used.has(k) || consumed(t))) continue;
    const first = ['and', 'plus', 'then', 'also'].includes(inPart[0].t.word) ? inPart[1]?.t : inPart[0].t;
    if (!b.listed && !INTRODUCES.has(first?.word ?? '')) continue;
    const words = inPart.filter(({ t }) => !consumed(t) && !FILLER.test(t.word) && /^[a-z]{3,}/.test(t.word));
    // A bracket the phrase split left open ("an elastic pool (Premium") is not part of the thing's name.
    if (words.length)
      out.push(
        raw
          .slice(b.start, b.end)
          .replace(/^\s*(?:and|plus|then|also)\s+/i, '')
          .replace(/\s*\([^)]*$/, '')
          .trim(),
      );
  }
  return out;
}
