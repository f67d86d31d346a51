import { type Component } from '../../../model/types';
import { entityName } from '../servicebus-entities';

/** What the request's settings decide for a Service Bus queue, once for every format. */
export function decide(c: Component) {
  const dedup = c.attrs.duplicateDetection;
  return {
    name: entityName(c),
    maxDeliveries: c.attrs.maxReceives ?? 10,
    sessions: c.attrs.sessions,
    // Duplicate detection as asked (or for a FIFO queue said in AWS's words), over the window stated.
    duplicates: !!dedup || c.attrs.flags.has('fifo'),
    duplicateWindow: dedup?.windowMinutes ? `PT${dedup.windowMinutes}M` : undefined,
  };
}
