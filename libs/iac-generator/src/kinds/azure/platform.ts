/** Messaging, monitoring, identity, edge and configuration services. */
import { type Component } from '../../model/types';
import { type Kind } from '../kind';
import { inGroup } from './common';
import { type Planner } from '../../plan/planner';

export function namespaceFor(c: Component, plan: Planner, kind: string, why: string): Component {
  inGroup(c, plan);
  const ns = plan.ensure(kind, why, { label: 'main' });
  c.ref.namespace = ns;
  // Tiers and throughput are sold per namespace: stated with a queue, topic or hub, they go to its namespace.
  ns.attrs.tier ??= c.attrs.tier;
  ns.attrs.readCapacity ??= c.attrs.readCapacity;
  // So is the ceiling auto-inflate may grow them to ("auto-inflate up to 10"), stated as such.
  if (c.settings?.some((s) => s.label === 'maximum throughput units')) ns.attrs.max ??= c.attrs.max;
  plan.handOver(c, ns, 'tier', 'SKU', 'throughput units', 'maximum throughput units');
  return ns;
}

export const sbNamespace = (c: Component, plan: Planner) =>
  void namespaceFor(c, plan, 'azure.servicebus_namespace', 'queues and topics live in a Service Bus namespace');

export const PLATFORM_KINDS: Kind[] = [];
