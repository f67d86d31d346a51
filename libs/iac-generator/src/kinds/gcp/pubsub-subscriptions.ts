/**
 * Subscriptions named inside a Pub/Sub topic ("a topic 'orders' with a subscription 'billing'"):
 * each becomes a subscription of that topic, carrying the delivery settings stated with the topic
 * (an acknowledgement deadline, exactly-once delivery, a dead-letter topic and its delivery
 * attempts belong to subscriptions; a topic only keeps messages).
 */
import { type Component, type Flag, type Setting } from '../../model/types';
import { dnsLabel } from '../../model/names';
import { type Planner } from '../../plan/planner';

// Settings of subscriptions, stated with their topic.
const delivers = (s: Setting) =>
  s.family === 'subscriptionDelivery' || s.family === 'delivery' || s.keys.includes('flag:dlq');

/** Adds the subscriptions named inside the topic, with the delivery settings stated for it. */
export function subscriptionsInside(topic: Component, plan: Planner): void {
  (topic.attrs.children ?? []).forEach((child, i) => {
    if (!/^subscriptions?$/.test(child.word)) return;
    (child.names.length ? child.names : [undefined]).forEach((name, j) => {
      const { timeoutSeconds, maxReceives, exactlyOnce } = topic.attrs;
      const sub = plan.add('gcp.pubsub_subscription', {
        name,
        label: name ?? `${topic.id}_subscription`,
        phrase: topic.phrase,
        attrs: {
          timeoutSeconds,
          maxReceives,
          exactlyOnce,
          flags: new Set<Flag>(topic.attrs.flags.has('dlq') ? ['dlq'] : []),
        },
        config: { child: [i, j] },
      });
      sub.ref.topic = topic;
      sub.settings = [...(sub.settings ?? []), ...(topic.settings ?? []).filter(delivers)];
    });
  });
}

/** A subscription's name: the one given inside its topic, else its own. */
export function subscriptionName(c: Component): string | undefined {
  const [i, j] = (c.config.child as [number, number] | undefined) ?? [];
  const topic = c.ref.topic as Component | undefined;
  const given = i === undefined || j === undefined ? undefined : topic?.attrs.children?.[i]?.names[j];
  return given ? dnsLabel(given, 63) : undefined;
}
