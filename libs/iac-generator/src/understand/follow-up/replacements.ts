/**
 * A follow-up that puts one thing in another's place ("swap the queue for an SNS topic", "replace
 * the cache with Memcached", "use an SNS topic instead of the queue", "rather than a queue, ..."):
 * the thing it replaces is gone, the one it names instead is added. Two words of one kind ("use
 * Postgres instead of MySQL") are a change of that thing, which keeps its name and settings.
 */

/** The words of the thing a phrase replaces, and of what it puts in its place (when said in the phrase). */
export interface Replacement {
  old: string;
  new?: string;
}

// "swap (out) X for Y", "replace X with Y": the old first, the new after.
const OLD_THEN_NEW = [/\bswap(?:\s+out)?\s+(.+?)\s+(?:for|with)\s+(.+)/i, /\breplace\s+(.+?)\s+(?:with|by)\s+(.+)/i];
// "Y instead of X", "rather than X, Y", "in place of X": the old after the words, up to the clause's end.
const INSTEAD_OF =
  /\b(?:instead of|rather than|in place of)\s+(.+?)(?=[,;]|$|\s+(?:use|go with|we(?:'d)? want|i(?:'d)? want|please)\b)/i;

/** What the phrase replaces, if it says so. */
export function replacementOf(phrase: string): Replacement | undefined {
  for (const re of OLD_THEN_NEW) {
    const m = re.exec(phrase);
    if (m) return { old: m[1], new: m[2] };
  }
  const m = INSTEAD_OF.exec(phrase);
  if (!m) return undefined;
  return { old: m[1], new: (phrase.slice(0, m.index) + ' ' + phrase.slice(m.index + m[0].length)).trim() || undefined };
}

const plain = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** Whether `words` name the thing `m` read before: by a name it was given, or by the last word of its kind's words. */
export function namedIn(words: string, m: { names: string[]; text?: string }): boolean {
  const said = plain(words);
  const head = m.text?.toLowerCase().split(/\s+/).at(-1);
  return m.names.some((n) => said.includes(plain(n))) || (!!head && said.includes(` ${head} `));
}

/** The things a removal lists: "the database and the cache", "the topic, the queue plus the alarm". */
export const listed = (words: string) =>
  words.split(/\s*(?:,|;|&|\band\b|\bplus\b|\bas well as\b)\s*/i).filter((w) => /[a-z0-9]/i.test(w));

// Words around a thing's own words that say nothing of which thing it is.
const AROUND =
  /\b(?:the|that|this|those|these|our|my|its|old|existing|whole|entire|please|now|too|also|as well|any ?more|after all)\b/g;

/**
 * Whether `words` are only words of the thing `m` read before ("the topic", "the alerts topic", "that
 * old queue"): never a property of it ("versioning on the bucket" is the bucket's versioning).
 */
export function onlyNames(words: string, m: { names: string[]; text?: string; kind: string }): boolean {
  const own = new Set(
    plain([m.text ?? '', ...m.names, m.kind.replace(/[._]/g, ' ')].join(' '))
      .trim()
      .split(' '),
  );
  const said = plain(words.toLowerCase().replace(AROUND, ' ')).trim().split(' ').filter(Boolean);
  return said.length > 0 && said.every((w) => own.has(w) || own.has(w.replace(/s$/, ''))) && namedIn(words, m);
}

/** Whether the words of a thing (`words`) are those of what the phrase replaces, not of what it puts in its place. */
export function isReplaced(r: Replacement | undefined, words: string | undefined): boolean {
  if (!r || !words) return false;
  return plain(r.old).includes(plain(words)) && !(r.new && plain(r.new).includes(plain(words)));
}
