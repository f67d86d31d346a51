/**
 * "A Container App orders-api ...", then "follow-up on orders-api: ...": a name given in an earlier
 * turn and said again points back at the thing that has it. Its words are never a thing of their own
 * ("api" of "orders-api" is no API gateway) nor words left unread.
 */
import { type Mention } from '../intent';
import { saysName } from './same-thing';
import { adopt } from './values';

const plain = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/**
 * The earlier thing whose name, said in `phrase`, holds every word `m` was read from, when those
 * words are said nowhere else in the phrase: `m` is that name said again, not a thing of another kind.
 */
function namedAgain(earlier: Mention[], m: Mention, phrase: string): Mention | undefined {
  if (!m.text || m.names.length) return undefined;
  const own = plain(m.text);
  return earlier.find(
    (x) =>
      x.kind !== m.kind &&
      x.names.some((n) => {
        if (!saysName(phrase, n) || !plain(n).includes(own)) return false;
        // The words stand alone elsewhere ("add an api in front of orders-api"): that is a thing asked for.
        const rest = phrase.replace(new RegExp(`(?<![\\w-])${escaped(n)}(?![\\w-])`, 'gi'), ' ');
        return !plain(rest).includes(own);
      }),
  );
}

/**
 * Folds the mentions of turn `t` that only say an earlier thing's name again into that thing.
 * Returns the mentions so taken (the caller drops them).
 */
export function namesSaidAgain(
  model: Mention[],
  said: Mention[],
  phrases: string[],
  t: number,
  turn: (phrase: number) => number,
): Mention[] {
  const earlier = model.filter((x) => turn(x.phrase) < t);
  const taken: Mention[] = [];
  for (const m of said) {
    const thing = namedAgain(earlier, m, phrases[m.phrase] ?? '');
    if (!thing) continue;
    adopt(thing, m.settings);
    taken.push(m);
  }
  return taken;
}

/**
 * Whether `text` is only (words of) a name an earlier thing of the model has, said in `phrase` to
 * point back at it ("orders" of "follow-up on orders-api").
 */
export function isEarlierName(
  model: Mention[],
  text: string,
  phrase: string,
  t: number,
  turn: (phrase: number) => number,
): boolean {
  const words = plain(text);
  if (!words.trim()) return false;
  return model.some(
    (x) =>
      turn(x.phrase) < t &&
      x.names.some((n) => plain(n) === words || (saysName(phrase, n) && plain(n).includes(words))),
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
