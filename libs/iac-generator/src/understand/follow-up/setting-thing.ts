/**
 * "we don't need the customer managed key, SSE-S3 is enough": a removal of a thing the earlier turn
 * asked for only as a setting of another ("encrypted with a customer managed KMS key" of a bucket).
 * The reading found no earlier thing of the removed kind, so the setting that says it is taken away
 * with the flags and values it alone set, and a writer no longer adds the thing for it.
 */
import { type Setting } from '../../model/types';
import { type Mention } from '../intent';
import { drop } from './setting-removal';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1);

// Words of a thing's reading that say nothing of which thing ("our own KMS key").
const PLAIN = new Set(['the', 'our', 'own', 'my', 'new', 'this', 'that', 'an', 'any', 'separate', 'dedicated']);

/**
 * Whether setting `s` says the thing `m` names: every word of the thing's own reading ("kms key"),
 * or every word of its kind's name ("kms", "key" of aws.kms_key), is a word of the setting's text.
 */
function saysThing(s: Setting, m: Mention): boolean {
  const said = new Set(words(`${s.text} ${s.label}`));
  const own = words(m.text ?? '').filter((w) => !PLAIN.has(w));
  const kind = words(m.kind.slice(m.kind.indexOf('.') + 1));
  return (own.length > 0 && own.every((w) => said.has(w))) || (kind.length > 0 && kind.every((w) => said.has(w)));
}

/**
 * Takes away the earlier turns' settings that say the removed thing `m` (none of its kind was read
 * before turn `t`). Returns the settings' words, for the answer's "Removed" line; none when no
 * setting says it, or when several things' settings might (no guess among them).
 */
export function removeThingSetting(
  model: Mention[],
  m: Mention,
  t: number,
  turn: (phrase: number) => number,
): string[] {
  if (model.some((x) => x.kind === m.kind)) return [];
  // The setting's own phrase is of an earlier turn; the thing holding it may be one this turn spoke of again.
  const hits = model.flatMap((x) =>
    x.settings.filter((s) => turn(s.phrase) < t && saysThing(s, m)).map((s) => [x, s] as const),
  );
  if (!hits.length || new Set(hits.map(([, s]) => `${s.phrase}:${s.text}`)).size > 1) return [];
  for (const [x, s] of hits) drop(x, s);
  return [m.text ?? hits[0][1].text];
}
