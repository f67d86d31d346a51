/**
 * A kind's word inside a hyphenated word ("ledger-db-password", "redis-cache-prod", "vm-build-01")
 * is a word of that name, never a resource of its own. A word joined to a describing ending
 * ("lambda-backed", "EC2-based", "S3-compatible") still names the thing it describes.
 *
 * Returns true when it took the match.
 */
import { type MatchWords } from './match-words';
import { type ClauseState } from './state';

export const DESCRIBING_PART =
  /^(?:based|backed|hosted|managed|powered|compatible|style|like|native|only|enabled|ready|friendly|driven|facing|fronted)$/i;

export function insideAName(c: ClauseState, { m }: MatchWords): boolean {
  const { tokens } = c;
  const start = tokens[m.start].start;
  const end = tokens[m.end - 1].end;
  const word = c
    .parse()
    .tokens.find((t) => t.value?.type === 'name' && t.start <= start && t.end >= end && t.text.includes('-'));
  if (!word || (word.start === start && word.end === end)) return false;
  const rest = (word.text.slice(0, start - word.start) + word.text.slice(end - word.start)).split('-').filter(Boolean);
  if (rest.length === 1 && DESCRIBING_PART.test(rest[0])) return false;
  // The name's words are left to the account, which says the name as not read when nothing took it.
  c.served = true;
  return true;
}
