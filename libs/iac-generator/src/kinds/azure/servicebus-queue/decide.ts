import { type Component } from '../../../model/types';
import { entityName } from '../servicebus-entities';

/** What the request's settings decide for a Service Bus queue, once for every format. */
export function decide(c: Component) {
  return { name: entityName(c), maxDeliveries: c.attrs.maxReceives ?? 10, sessions: c.attrs.sessions };
}
