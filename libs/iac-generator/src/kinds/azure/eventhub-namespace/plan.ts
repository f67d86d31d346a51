import { type Needs } from '../../../plan/needs';
import { inGroup } from '../common';

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  // Partitions, retention and capture belong to an event hub: stated with the namespace, they go to its hub.
  if (c.attrs.shards === undefined && c.attrs.retentionDays === undefined && !c.attrs.capture) return;
  const hub =
    plan.all('azure.eventhub').find((h) => !h.ref.namespace || h.ref.namespace === c) ??
    plan.add('azure.eventhub', { implicit: 'holds the partitions and retention asked for', label: c.id });
  hub.ref.namespace = c;
  hub.attrs.shards ??= c.attrs.shards;
  hub.attrs.retentionDays ??= c.attrs.retentionDays;
  hub.attrs.capture ??= c.attrs.capture;
  hub.attrs.schedule ??= c.attrs.schedule;
  plan.handOver(c, hub, 'shards', 'retention', 'capture', 'schedule');
};
