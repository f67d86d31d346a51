/**
 * "5 days of snapshots", "two weeks' worth of backups", "the last 30 days of logs": a length of time
 * of a kind's word says how much of what a thing keeps is kept (a retention of the thing the clause is
 * about), never a thing of its own to make: a cache's snapshots are no database snapshot, its logs
 * no log group. The length of time is read where settings are read; the word makes nothing.
 */
import { N } from '../numbers';
import { type Token } from '../text';

const UNIT = /^(?:hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?)$/;
const NUMBER = new RegExp(`^${N}$`);

/** Whether the match starting at token `start` follows "<number> <unit of time> [worth] of". */
export function keptForATime(tokens: Token[], start: number): boolean {
  let k = start - 1;
  if (tokens[k]?.raw !== 'of') return false;
  k--;
  if (tokens[k]?.raw === 'worth') k--;
  // "days'" of "two weeks' worth" is read as the unit itself.
  return UNIT.test(tokens[k]?.raw.replace(/'$/, '') ?? '') && NUMBER.test(tokens[k - 1]?.raw ?? '');
}
