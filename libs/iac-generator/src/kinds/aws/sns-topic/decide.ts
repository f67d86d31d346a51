import { type Component } from '../../../model/types';

/** What the request's settings decide for a topic's subscriptions, once for every format. */
export function decide(c: Component) {
  const target = c.ref.subscriber as Component | undefined;
  // An address or URL the request gives is subscribed as given; with nothing else to deliver to, an email address.
  const stated = c.attrs.subscriptionEndpoint;
  return {
    target,
    protocol: target ? String(c.config.subscriber) : 'email',
    // Raw delivery applies to queues and HTTP(S) endpoints, never to functions or email.
    rawToQueue: (target && c.config.subscriber === 'sqs' && c.attrs.flags.has('rawDelivery')) || undefined,
    fifo: c.attrs.flags.has('fifo') || undefined,
    // A queue asked for that this topic cannot deliver to (plan.ts) takes no email subscription in its place.
    // ...and a FIFO topic delivers to SQS FIFO queues only, never to an email address or an HTTP(S) endpoint.
    statedSubscription:
      !c.attrs.flags.has('fifo') && (stated || (!target && c.config.subscriber !== 'none'))
        ? {
            protocol: stated?.protocol ?? 'email',
            address: stated?.address,
            raw: (stated && stated.protocol !== 'email' && c.attrs.flags.has('rawDelivery')) || undefined,
          }
        : undefined,
  };
}
