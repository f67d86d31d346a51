/**
 * "set the queue's lock duration to 2 minutes" after "a Service Bus namespace with a queue jobs": the
 * queue was read as a part named inside its namespace (its `children`), not as a thing of its own, so
 * a follow-up that speaks of it again ("the queue") finds no earlier thing of its kind. It means that
 * part, never a new one: what it says goes to the thing that holds the part, whose writer hands a
 * part's settings to the parts it writes, as when the first turn says them.
 */
import { type Mention } from '../intent';

const singular = (word: string) => word.toLowerCase().replace(/s$/, '');

/**
 * The earlier thing holding a part that `m` speaks of again: by the part's word ("the queue") or by a
 * name given to it ("the jobs queue"). None when `m` is a new one ("add a queue", "another queue"),
 * names a part not given before, or when several things hold such a part.
 */
export function holderOfPart(model: Mention[], m: Mention): Mention | undefined {
  if (m.indefinite || m.separate || !m.text) return undefined;
  const head = singular(m.text.split(/\s+/).at(-1) ?? '');
  const holds = (x: Mention) =>
    (x.attrs.children ?? []).some(
      (c) => singular(c.word) === head && m.names.every((n) => c.names.includes(n)) && x.kind !== m.kind,
    );
  const holders = model.filter(holds);
  return holders.length === 1 ? holders[0] : undefined;
}
