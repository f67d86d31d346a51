/**
 * What a follow-up's rename says of the thing it renames: the words between "rename" and the new
 * name ("rename the app to app-orders"), read once here for every rule that asks.
 */
import { type Mention } from '../intent';
import { operationOf } from './operations';

/** The words that say which thing a rename renames ("the queue orders" of "rename the queue orders to x"), if said so. */
const renameHead = (phrase: string): string | undefined => operationOf(phrase).rename?.head;

// Words that only point back ("rename it", "rename the thing"), never what kind of thing is renamed.
const POINTING = new Set(['it', 'them', 'this', 'that', 'the', 'a', 'an', 'thing', 'one', 'also', 'please', 'and']);

/**
 * Whether a rename's own words before its new name say a word of the thing's ("rename the app to
 * app-orders" of an App Service): that thing is renamed, not the one spoken of last ("add a staging
 * slot; also rename the app ...").
 */
export function saidOf(phrase: string, m: Mention, byKind = false): boolean {
  const said = (renameHead(phrase) ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !POINTING.has(w));
  // By the thing's own words, or by its kind's ("the cluster" of a DocumentDB cluster read as "DocumentDB").
  const own = new Set(`${m.text ?? ''} ${byKind ? m.kind : ''}`.toLowerCase().split(/[^a-z0-9]+/));
  return said.length > 0 && said.every((w) => own.has(w));
}

/** Whether a mention's words are said between "rename" and the new name ("rename the queue orders to x"). */
export function inRenameWords(phrase: string, m: Mention): boolean {
  const head = renameHead(phrase);
  // A rename said otherwise ("call it x", "the name should be x") speaks of the phrase's things as before.
  if (head === undefined) return true;
  const words = (m.text ?? '').toLowerCase().trim();
  return !!words && head.toLowerCase().includes(words);
}

const plainText = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** Whether the words only point at the thing (`the cluster` of a DocumentDB cluster): its own words or its kind's. */
export function wordsOfThing(text: string, m: Mention): boolean {
  const own = new Set(
    plainText(`${m.text ?? ''} ${m.kind.replace(/[._]/g, ' ')}`)
      .trim()
      .split(' '),
  );
  const said = plainText(text)
    .trim()
    .split(' ')
    .filter((w) => w && !POINTING.has(w));
  return said.length > 0 && said.every((w) => own.has(w) || own.has(w.replace(/s$/, '')));
}
