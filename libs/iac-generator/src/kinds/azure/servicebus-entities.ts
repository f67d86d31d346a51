/**
 * Queues and topics named inside a Service Bus namespace ("a namespace with queues 'orders' and
 * 'refunds'"): each becomes a queue or topic of that namespace, carrying the limits stated with
 * the namespace (a lock duration or a maximum size is a setting of its queues, not of the namespace).
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { dnsLabel } from '../../model/names';
import { azName } from './common';

const ENTITY: [RegExp, string, string][] = [
  [/^queues?$/, 'azure.servicebus_queue', 'queue'],
  [/^topics?$/, 'azure.servicebus_topic', 'topic'],
];

// Settings of queues and topics, stated with their namespace ("a namespace with a queue orders, with
// sessions on"): the namespace has none of its own.
const LIMIT_LABELS = [
  'maximum size',
  'lock duration',
  'maximum receives',
  'message time to live',
  'sessions',
  'duplicate detection',
];

/** Adds the queues and topics named inside the namespace, with the limits stated for it. */
export function entitiesInside(ns: Component, plan: Planner): void {
  (ns.attrs.children ?? []).forEach((child, i) => {
    const [, kind, word] = ENTITY.find(([re]) => re.test(child.word)) ?? [];
    if (!kind || !word) return;
    (child.names.length ? child.names : [undefined]).forEach((name, j) => {
      const { maxSizeMb, lockSeconds, messageTtlSeconds, maxReceives, sessions, duplicateDetection } = ns.attrs;
      const e = plan.add(kind, {
        name,
        label: name ?? `${ns.id}_${word}`,
        phrase: ns.phrase,
        attrs: { maxSizeMb, lockSeconds, messageTtlSeconds, maxReceives, sessions, duplicateDetection },
        config: { child: [i, j] },
      });
      e.ref.namespace = ns;
      plan.handOver(ns, e, ...LIMIT_LABELS);
    });
  });
}

/** A queue's or topic's name: the one given inside its namespace, else its own. */
export function entityName(c: Component): string {
  const [i, j] = (c.config.child as [number, number] | undefined) ?? [];
  const ns = c.ref.namespace as Component | undefined;
  const given = i === undefined || j === undefined ? undefined : ns?.attrs.children?.[i]?.names[j];
  return given ? dnsLabel(given, 60) : azName(c);
}
