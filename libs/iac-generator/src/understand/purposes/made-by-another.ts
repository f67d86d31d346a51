/**
 * "with the record registered automatically", "the certificate renewed by the service", "the disks
 * created for us": a kind's word said with "the" and a past participle of what is done to it, done by
 * itself or by another thing, names what that other thing makes or keeps (a private endpoint's zone
 * group registers its record), never a thing the request asks to make: no record, and so no address
 * for it, is invented. Its words are said as not read.
 */
import { type Token } from '../text';

const IRREGULAR = /^(?:made|built|done|kept|set|written|taken|run|given|held|bound|found|sent|shown|known)$/;
// What says the thing is made or kept without the user: by itself, by another thing, for them.
const BY_ANOTHER = /^(?:automatically|auto|itself|by|for|implicitly|behind)$/;

/** Whether the match [start, end) of `tokens` is "the <word> <participle> automatically/by ...". */
export function madeByAnother(tokens: Token[], start: number, end: number): boolean {
  if (tokens[start - 1]?.raw !== 'the') return false;
  const done = tokens[end]?.raw ?? '';
  if (!/^[a-z]{3,}ed$/.test(done) && !IRREGULAR.test(done)) return false;
  return BY_ANOTHER.test(tokens[end + 1]?.raw ?? '');
}
