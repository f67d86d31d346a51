/**
 * "an SQS queue whose messages are kept 4 days", "a Pub/Sub topic whose messages ...": contents said
 * of a thing read before them in the phrase are that thing (refers-back.ts), also when no kind's
 * word is among them ("message" names no resource): their words are read, so no 'not read' line
 * says otherwise. The setting said of them lands on the thing (attach.ts) or is a gap naming it.
 */
import { saysContents } from '../refers-back';
import { type ClauseState } from './state';

export function markContentsRead(c: ClauseState): void {
  const { tokens, used } = c;
  tokens.forEach((t, k) => {
    if (used.has(k) || !saysContents(tokens, k)) return;
    if (!c.phraseMentions.some((m) => m.end <= t.start)) return;
    used.add(k - 1).add(k);
  });
}
