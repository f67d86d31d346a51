/**
 * "moving the site off a VM", "migrating away from our Redis cluster", "we're getting off Heroku
 * dynos": what a move leaves is where the workload was, never a thing the request asks to make.
 */
import { type Match } from '../match';
import { type Token } from '../text';

const MOVING = /^(?:mov(?:e|es|ed|ing)|migrat(?:e|es|ed|ing)|get|getting)$/;
// Words that may stand between "off"/"from" and the thing left: "off a VM", "away from our old cluster".
const BETWEEN = new Set(['a', 'an', 'the', 'our', 'my', 'its', 'their', 'this', 'that', 'old', 'current', 'legacy']);
// How many words a move's object may have between the verb and "off" ("moving the marketing site off").
const REACH = 6;

/** Whether the match is what a move said before it leaves ("off a VM", "away from the cluster"). */
export function movedFrom(tokens: Token[], m: Match): boolean {
  let k = m.start - 1;
  while (k >= 0 && BETWEEN.has(tokens[k].word)) k--;
  const word = tokens[k]?.word;
  if (word === 'from' && tokens[k - 1]?.word === 'away') return true;
  if (word !== 'off' && !(word === 'from' && MOVING.test(tokens[k - 1]?.word ?? ''))) return false;
  for (let i = k - 1; i >= 0 && i >= k - REACH; i--) if (MOVING.test(tokens[i].word)) return true;
  return false;
}
