/**
 * A word written short for a longer one, as typed in a hurry: "acct" for "account", "repo" for
 * "repository", "accounts" for "account". Read by the letters alone, so no list of shortenings decides.
 */
import { stem } from './text';

/**
 * Whether `word` is `head` or a shortening of it: its plural, its clipped start of four letters or
 * more ("repo" of "repository"), or four letters or more of it in order from the same first letter
 * ("acct" of "account"). Three letters are too few to tell ("set" is in "subnet").
 */
export function shortens(word: string, head: string): boolean {
  if (word === head || stem(word) === stem(head)) return true;
  if (word.length < 4 || word.length >= head.length || word[0] !== head[0]) return false;
  if (head.startsWith(word)) return true;
  let k = 0;
  for (const ch of head) if (ch === word[k]) k += 1;
  return k === word.length;
}
