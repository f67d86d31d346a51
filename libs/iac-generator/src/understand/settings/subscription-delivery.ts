/**
 * The `subscriptionDelivery` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { seconds, DURATION } from './limits-words';

export const SUBSCRIPTION_DELIVERY_LIMITS: Rule[] = [
  // "ack deadline 45 seconds", "an acknowledgement deadline of 2 minutes": how long a reader has to acknowledge.
  {
    re: new RegExp(`\\back(?:nowledge?ment)?\\s+deadline\\s+(?:of\\s+|is\\s+|=\\s*|to\\s+)?${DURATION}`, 'g'),
    read: (m) => ({
      label: 'acknowledgement deadline',
      values: { timeoutSeconds: seconds(m[1], m[2]) },
      family: 'subscriptionDelivery',
    }),
    examples: {
      reads: { 'a pub/sub subscription with an ack deadline of 60 seconds': { timeoutSeconds: 60 } },
      leaves: ['a lambda with a timeout of 60 seconds'],
    },
  },
  {
    re: /\bexactly[- ]once(?:\s+delivery)?\b/g,
    read: () => ({ label: 'exactly-once delivery', values: { exactlyOnce: true }, family: 'subscriptionDelivery' }),
    examples: {
      reads: { 'a pub/sub subscription with exactly-once delivery': { exactlyOnce: true } },
      leaves: ['a pub/sub subscription for orders'],
    },
  },
  // Delivered by Pub/Sub calling an endpoint ("a push subscription", "invoked by a Pub/Sub subscription").
  {
    re: /\b(push)\s+(?:subscriptions?|delivery|endpoint|config(?:uration)?|mode)\b|\b((?:invoked|triggered|called)\s+by)\s+(?:a\s+|the\s+|its\s+)?(?:pub\s*\/?\s*sub\s+)?subscriptions?\b/g,
    // The words stay for the subscription itself ("a push subscription" asks for one).
    consume: 'none',
    read: () => ({ label: 'push delivery', values: { pushDelivery: true }, family: 'subscriptionDelivery' }),
    examples: {
      reads: {
        'a pub/sub push subscription to the cloud run service': { pushDelivery: true },
        'cloud run service invoked by a pub/sub subscription on the topic': { pushDelivery: true },
        'a subscription with push delivery to the service': { pushDelivery: true },
      },
      leaves: [
        'a pub/sub subscription for orders',
        'a pull subscription',
        'a topic that pushes to https://hooks.example.com/in',
      ],
    },
  },
];
