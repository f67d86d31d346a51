/**
 * "It has to reach the database over the VNet", "so the app can connect to the cache": a general word
 * after "the" (or "our") as what a thing reaches, with nothing of that kind asked before, is a thing
 * the user already has, which the request does not ask to make: its words stay unread (said as
 * such), never a new server guessed from the general word. "a database", "a Postgres database", a
 * thing named before ("a cache ... connect to the cache") are read as ever.
 */
import { type Mention } from './intent';
import { type Match } from './match';
import { type Token } from './text';
import { CONCEPTS } from './vocabulary';

// Verbs of reaching a thing, with the word that may follow them ("connect to", "talk to").
const REACH =
  /^(?:reach(?:es|ing)?|access(?:es|ing)?|(?:connect|talk|speak|get)(?:s|ing)?\s+(?:to|into)|call(?:s|ing)?|query|queries|querying)$/;
const THE = new Set(['the', 'our', 'their']);

/** Whether match `m` (of kind `kind`) is a thing reached that nothing before asked for. */
export function reachedOnly(tokens: Token[], m: Match, kind: string, before: Mention[]): boolean {
  const concept = CONCEPTS[m.concept];
  if (m.end - m.start !== 1 || concept.vendor || !THE.has(tokens[m.start - 1]?.word ?? '')) return false;
  const verb = tokens[m.start - 2]?.raw ?? '';
  const twoWords = `${tokens[m.start - 3]?.raw ?? ''} ${verb}`;
  if (!REACH.test(verb) && !REACH.test(twoWords)) return false;
  return !before.some((x) => x.kind === kind);
}
