/**
 * A kind's word inside a hyphenated word ("ledger-db-password", "redis-cache-prod", "vm-build-01")
 * is a word of that name, never a resource of its own. A word joined to a describing ending
 * ("lambda-backed", "EC2-based", "S3-compatible") still names the thing it describes.
 *
 * Returns true when it took the match.
 */
import { type Match } from '../match';
import { type Token } from '../text';
import { type MatchWords } from './match-words';
import { type ClauseState } from './state';

export const DESCRIBING_PART =
  /^(?:based|backed|hosted|managed|powered|compatible|style|like|native|only|enabled|ready|friendly|driven|facing|fronted)$/i;

export function insideAName(c: ClauseState, { m }: MatchWords, text: string): boolean {
  const { tokens } = c;
  const start = tokens[m.start].start;
  const end = tokens[m.end - 1].end;
  const word =
    c
      .parse()
      .tokens.find((t) => t.value?.type === 'name' && t.start <= start && t.end >= end && t.text.includes('-')) ??
    hyphenatedAround(text, start, end);
  if (!word || (word.start === start && word.end === end)) return false;
  const rest = (word.text.slice(0, start - word.start) + word.text.slice(end - word.start)).split('-').filter(Boolean);
  if (rest.length === 1 && DESCRIBING_PART.test(rest[0])) return false;
  // "sqs-sns", "vm-vnet": a joined word of kinds' words only lists things, each of its own.
  const joined = tokens.filter((t) => t.start >= word.start && t.end <= word.start + word.text.length);
  if (joined.every((t) => (t.start >= start && t.end <= end) || c.matches.some((x) => covers(tokens, x, t))))
    return false;
  // The name's words are left to the account, which says the name as not read when nothing took it.
  c.served = true;
  return true;
}

const covers = (tokens: Token[], x: Match, t: Token) =>
  tokens[x.start].start <= t.start && tokens[x.end - 1].end >= t.end;

/**
 * The hyphenated word of lower-case letters and digits around [start, end) in the text ("on
 * orders-api:", "the billing-db one"), when the match is joined to it by a hyphen: a word no
 * reading took as a name is still one word, whose parts name nothing of their own.
 */
function hyphenatedAround(
  text: string,
  start: number,
  end: number,
): { start: number; end: number; text: string } | undefined {
  // Only a match that is itself one run of joined words ("api" of "orders-api", never "scale set vmss").
  if ((text[start - 1] !== '-' && text[end] !== '-') || /\s/.test(text.slice(start, end))) return undefined;
  let from = start;
  while (from > 0 && /[a-z0-9-]/.test(text[from - 1])) from--;
  let to = end;
  while (to < text.length && /[a-z0-9-]/.test(text[to])) to++;
  const word = text.slice(from, to).replace(/^-+|-+$/g, '');
  if (!word.includes('-') || /[A-Z]/.test(text.slice(from, to))) return undefined;
  const at = from + text.slice(from, to).indexOf(word);
  return { start: at, end: at + word.length, text: word };
}
