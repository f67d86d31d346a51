/**
 * "add a second pool gpu-pool with n1-standard-8 machines, 0 to 2 nodes": a follow-up that asks for
 * another of a thing said before, by the last word of that thing's words ("pool" of "node pool"),
 * asks for a new thing of its kind. The reading, finding no kind in the word alone, gave the new
 * one's values to the earlier thing, which then lost its own: they are the new one's, and the
 * earlier one keeps what it was asked to be.
 */
import { emptyAttrs } from '../../model/types';
import { type Intent, type Mention } from '../intent';
import { operationOf } from './operations';
import { takeSettings } from './move-settings';
import { adopt, inName } from './values';

// "a second pool", "another pool", "one more pool", "an extra pool", then the name it is given, if any.
const ANOTHER_OF =
  /\b(?:a\s+second|another|one\s+more|an?\s+(?:additional|extra|separate))\s+([a-z][a-z0-9]*)\b(?:\s+(named|called))?(?:\s+(["'\u201c\u2018`])?([a-z0-9][\w./-]*[a-z0-9]|[a-z0-9])["'\u201d\u2019`]?)?/i;
// A word after the head that starts what is said of the new thing, never its name.
const NOT_A_NAME = /^(?:with|for|of|in|on|at|and|to|that|which|using|running|from|as|behind|per|each|too|also)$/i;

/** A new thing a follow-up asks for by another thing's last word, with the phrases its values were said in. */
export interface Another {
  thing: Mention;
  /** The words that name it (its head, and its name when given): read, never said as not read. */
  words: string[];
}

/** The last word of a thing's own words, in the singular ("pool" of "node pools"). */
const headOf = (m: Mention) => m.text?.toLowerCase().split(/\s+/).at(-1)?.replace(/s$/, '');

/** The name the match gives the new thing: said as one ("named batch"), quoted, or a word that can only be a name. */
function nameOf(match: RegExpExecArray): string | undefined {
  const [, , named, quote, word] = match;
  if (!word || NOT_A_NAME.test(word)) return undefined;
  return named || quote || /[-_.\d/]/.test(word) ? word : undefined;
}

/**
 * Makes each new thing turn `t` asks for as another of an earlier one a thing of its own: the one the
 * reading made of the words, when it made one (kept apart from the earlier one, with the name given
 * and without what earlier turns said), else one added to `model` with the settings of its phrase and
 * of the phrases after it that name no thing. Runs before the turn's mentions are folded into `model`.
 */
export function anotherOf(intent: Intent, model: Mention[], t: number, turn: (phrase: number) => number): Another[] {
  const found: Another[] = [];
  intent.phrases.forEach((phrase, i) => {
    const match = turn(i) === t ? ANOTHER_OF.exec(phrase) : null;
    if (!match) return;
    const head = match[1].toLowerCase().replace(/s$/, '');
    const earlier = model.findLast((m) => turn(m.phrase) < t && headOf(m) === head);
    if (!earlier) return;
    const name = nameOf(match);
    const words = [match[1], ...(name ? [name] : [])];
    const made = intent.mentions.find((m) => m.phrase === i && m.kind === earlier.kind);
    if (made) {
      if (made.separate) return;
      made.separate = true;
      made.indefinite = true;
      if (name && !made.names.length) made.names = [name];
      // What an earlier turn said is the earlier thing's; words of the name given are no setting ("spot" of "spot-pool").
      adopt(
        earlier,
        takeSettings(made, (s) => turn(s.phrase) < t),
      );
      if (name) takeSettings(made, (s) => s.phrase === i && inName({ text: s.text }, name));
      found.push({ thing: made, words });
      return;
    }
    // Its values: said in its phrase, and in the phrases after it that name no thing and do nothing else.
    const own = new Set([i]);
    for (let k = i + 1; k < intent.phrases.length && turn(k) === t; k++) {
      const p = intent.phrases[k];
      if (intent.mentions.some((m) => m.phrase === k) || ANOTHER_OF.test(p) || operationOf(p).rename) break;
      own.add(k);
    }
    const at = startOf(intent, i, match[1]);
    const thing: Mention = {
      kind: earlier.kind,
      count: 1,
      names: name ? [name] : [],
      attrs: emptyAttrs(),
      phrase: i,
      text: earlier.text,
      settings: [],
      start: at,
      end: at + match[1].length,
      separate: true,
      indefinite: true,
    };
    const same = model.filter((m) => m.kind === earlier.kind);
    adopt(
      thing,
      same.flatMap((m) => takeSettings(m, (s) => own.has(s.phrase))),
    );
    model.push(thing);
    found.push({ thing, words });
  });
  return found;
}

/** Where the word `head` of phrase `i` is in the text, by the reading's account of its words. */
function startOf(intent: Intent, i: number, head: string): number {
  const word = intent.account.find((a) => a.phrase === i && a.text.toLowerCase() === head.toLowerCase());
  return word?.start ?? Math.max(0, ...intent.account.filter((a) => a.phrase < i).map((a) => a.end));
}
