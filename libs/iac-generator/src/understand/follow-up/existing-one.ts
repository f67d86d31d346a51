/**
 * "remove the reporter ServiceAccount, run it as the existing analytics-runner one instead": "one"
 * stands for the kind the turn just removed, so the follow-up asks for a thing of that kind the user
 * already has, by the name it gives. The reading, with no kind word in the phrase, gave its words to
 * the thing removed; without this the name was lost and "existing" landed on another thing.
 */
import { emptyAttrs, type Setting } from '../../model/types';
import { type Intent, type Mention } from '../intent';

// "the existing ops-runner one", "our existing one, named ops-runner", "an existing one called ops-runner".
const EXISTING_ONE =
  /\b(?:the|our|an?)\s+existing\s+(?:["'`\u201c\u2018]?([a-z0-9][\w./:-]*[a-z0-9])["'`\u201d\u2019]?\s+)?one\b(?:\s*,?\s*(?:named|called)\s+["'`\u201c\u2018]?([a-z0-9][\w./:-]*[a-z0-9])["'`\u201d\u2019]?)?/i;

/** The name an "existing one" phrase gives: one said as a name, or a word only a name can be (with a dash, a digit). */
function nameOf(match: RegExpExecArray): string | undefined {
  const [, before, named] = match;
  if (named) return named;
  return before && /[-_.\d/:]/.test(before) ? before : undefined;
}

/**
 * The things the user has that turn `t` asks for as "the existing <name> one" after removing one of
 * a kind (`gone`: what the turn removed, in that order). The turn's own unnamed thing of that kind
 * that reads as one the user has ("the existing one", read beside the removal) takes the name;
 * else a new one is added, with the settings of its phrase the reading gave to what was removed
 * (taken out of `strays`, so nothing else gets them). Returns what was added, and where each name was said.
 */
export function existingOnes(
  intent: Intent,
  model: Mention[],
  gone: Mention[],
  strays: Setting[],
  t: number,
  turn: (phrase: number) => number,
): { added: Mention[]; names: { phrase: number; text: string }[] } {
  const found: Mention[] = [];
  const names: { phrase: number; text: string }[] = [];
  intent.phrases.forEach((phrase, i) => {
    const match = turn(i) === t ? EXISTING_ONE.exec(phrase) : null;
    const name = match ? nameOf(match) : undefined;
    const removed = gone.at(-1);
    if (!name || !removed) return;
    names.push({ phrase: i, text: name.toLowerCase() });
    const said = model.filter(
      (m) =>
        turn(m.phrase) === t &&
        m.kind === removed.kind &&
        !m.names.length &&
        (m.phrase === i || m.attrs.flags.has('existing')),
    );
    if (said.length === 1) {
      said[0].names = [name];
      said[0].attrs.flags.add('existing');
      return;
    }
    if (said.length || intent.mentions.some((m) => m.phrase === i)) return;
    const own = strays.filter((s) => s.phrase === i);
    for (const s of own) strays.splice(strays.indexOf(s), 1);
    found.push({
      kind: removed.kind,
      count: 1,
      names: [name],
      attrs: { ...emptyAttrs(), flags: new Set(['existing']) },
      phrase: i,
      text: removed.text,
      settings: own,
      start: removed.start,
      end: removed.end,
    });
  });
  return { added: found, names };
}
