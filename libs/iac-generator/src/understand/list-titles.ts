/**
 * A line that titles a list ("Queues on our storage account:", "Databases for the shop:", followed
 * by items "- ...") says what the list holds. When an item asks for a thing its title's word names
 * (the same kind, the same head word, or a product the general word stands for: "Databases" over
 * "a Postgres flexible server"), the title is that item's heading, never one more resource: its
 * mention is dropped and its words are read as the title. A title no item names stays what it asks
 * for ("Event Hubs namespace evh-x:" followed by the namespace's settings).
 */
import { type Owned } from './account';
import { type Mention } from './intent';
import { stem, type Clause } from './text';
import { GENERIC_HEADS } from './vocabulary';

// A line that is an item of a list.
const ITEM = /^[ \t]*(?:[-*\u2022]|\d+[.)])\s/;

/** The head word of a mention's words, singular and lower case ("queues" -> "queue"). */
const headWord = (m: Mention) => stem((m.text ?? '').trim().split(/\s+/).at(-1)?.toLowerCase() ?? '');

/** Whether the item brings in a thing of its own ("a storage queue", "one storage account x"). */
const introduced = (text: string, x: Mention) =>
  /\b(?:an?|one|new)\s+$/i.test(text.slice(Math.max(0, x.start - 6), x.start));

/** Drops the mentions of list titles that an item of their list names (in place); `text` is the request's. */
export function dropListTitles(text: string, clauses: Clause[], mentions: Mention[], account: Owned[]): void {
  clauses.forEach((clause, i) => {
    // The title ends its line with a colon, and the lines after it are items, up to the first that is not.
    const lineEnd = text.indexOf('\n', clause.start);
    if (lineEnd < 0 || !/:\s*$/.test(text.slice(clause.start, lineEnd))) return;
    let end = lineEnd;
    while (end < text.length && ITEM.test(text.slice(end + 1))) {
      const next = text.indexOf('\n', end + 1);
      end = next < 0 ? text.length : next;
    }
    if (end === lineEnd) return;
    const items = mentions.filter((x) => x.start > lineEnd && x.start < end);
    for (const title of mentions.filter((x) => x.phrase === i)) {
      const word = headWord(title);
      const general = GENERIC_HEADS.get(word);
      // A plural title ("Queues", "Databases") names a sort of thing; a singular one ("AKS for the team:",
      // "new eks, details:") is the thing the items describe, unless an item brings in a new one of it.
      const plural = (title.text ?? '').trim().split(/\s+/).at(-1)?.toLowerCase() !== word;
      const named = items.some(
        (x) =>
          (plural || introduced(text, x)) &&
          (x.kind === title.kind || headWord(x) === word || !!general?.test(x.kind.slice(x.kind.indexOf('.') + 1))),
      );
      if (!named || title.settings.some((s) => !s.keys.includes('flag:existing'))) continue;
      mentions.splice(mentions.indexOf(title), 1);
      for (const o of account)
        if (o.phrase === i && o.start >= title.start && o.end <= title.end && o.owner === 'resource') o.owner = 'read';
    }
  });
}
