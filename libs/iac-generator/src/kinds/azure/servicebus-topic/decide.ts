import { type Component } from '../../../model/types';
import { namedSubscriptions } from '../notify';
import { entityName } from '../servicebus-entities';

/** A Service Bus topic and the subscriptions named in it ("a topic with a subscription 'billing'"), once for every format. */
export function decide(c: Component) {
  return {
    name: entityName(c),
    subscriptions: namedSubscriptions(c),
    // Each subscription gives up on a message after 10 deliveries and keeps expired ones as dead letters.
    delivery: { maxDeliveries: 10, deadLetterOnExpiry: true },
  };
}
