/**
 * Words of a conversation that only point back at what it already has, so never words left unread:
 * a name given before and said again ("follow-up on orders-api"), words that only say the turn
 * follows up ("Update:"), words of a follow-up's setting a thing now holds, the word "image" beside
 * an image a follow-up retagged, and an earlier value's words ("engine 7.1") a later turn replaced.
 */
import { type Intent, type Mention } from '../intent';
import { saysFollowUp } from './asides';
import { isEarlierName } from './names-again';

type Said = { phrase: number; text: string };

/** Whether words of the conversation only point back (see above); `retagged` holds the phrases whose image was retagged. */
export function pointsBack(
  intent: Intent,
  model: Mention[],
  turn: (phrase: number) => number,
  retagged: readonly number[],
): (a: Said) => boolean {
  const heldNow = (a: Said) =>
    model.some((m) =>
      m.settings.some((s) => s.phrase === a.phrase && s.text.toLowerCase().includes(a.text.toLowerCase())),
    );
  const replacedValue = (a: Said) => {
    const said = /^([a-z]+)\s+v?\d+(?:\.\d+)*$/i.exec(a.text.trim())?.[1]?.toLowerCase();
    return (
      !!said && model.some((m) => m.settings.some((x) => turn(x.phrase) > turn(a.phrase) && x.keys.includes(said)))
    );
  };
  return (a) =>
    replacedValue(a) ||
    (turn(a.phrase) > 0 &&
      (isEarlierName(model, a.text, intent.phrases[a.phrase] ?? '', turn(a.phrase), turn) ||
        heldNow(a) ||
        saysFollowUp(a.text))) ||
    (retagged.includes(a.phrase) && /^(?:container\s+)?image$/i.test(a.text.trim()));
}
