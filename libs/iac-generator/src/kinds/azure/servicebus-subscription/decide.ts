import { type Component } from '../../../model/types';
import { azName } from '../common';

/** What the request's settings decide for a Service Bus subscription, once for every format. */
export function decide(c: Component) {
  const topic = c.ref.topic as Component;
  return { name: azName(c, 50), topic, maxDeliveries: c.attrs.maxReceives ?? 10, sessions: c.attrs.sessions };
}
