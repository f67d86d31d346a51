/**
 * "we don't need the customer-managed key anymore" of a key asked for before and never written (the
 * "not covered" line said so): the user no longer asks for it, so the line that it was not written
 * is no longer said. Only lines that quote an earlier turn's words holding every word of the removal.
 */
import { type Intent } from '../intent';
import { removalOf } from './operations';

// Words of a removal that say nothing of what it removes.
const PLAIN = new Set(['the', 'our', 'own', 'my', 'that', 'this', 'those', 'these', 'its', 'any', 'an', 'one', 'for']);

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1);

/** Whether line `line` ("'<words>' (...)") is of a thing or setting a later turn removed. */
export function withdrawnBy(intent: Intent, turn: (phrase: number) => number): (line: string) => boolean {
  const removals = intent.phrases.flatMap((phrase, i) => {
    const said = turn(i) > 0 ? words(removalOf(phrase)?.words ?? '').filter((w) => !PLAIN.has(w)) : [];
    return said.length ? [{ turn: turn(i), said }] : [];
  });
  if (!removals.length) return () => false;
  return (line) => {
    const quoted = /^'(.*?)' \(/s.exec(line)?.[1];
    if (!quoted) return false;
    const lower = quoted.toLowerCase();
    const earliest = intent.phrases.findIndex((p) => p.toLowerCase().includes(lower));
    if (earliest < 0) return false;
    const own = new Set(words(quoted));
    // "customer-managed key" of "encrypted with a customer managed KMS key": its words, in any form of joining.
    return removals.some((r) => r.turn > turn(earliest) && r.said.every((w) => own.has(w)));
  };
}
