import { type Needs } from '../../../plan/needs';
import { partName } from '../../../model/names';
import { inGroup } from '../common';

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  // Partitions, retention and capture (with its window) belong to an event hub: stated with the namespace, they go to its hub.
  if (c.attrs.shards === undefined && c.attrs.retentionDays === undefined && !c.attrs.capture) return;
  const hub =
    plan.all('azure.eventhub').find((h) => !h.ref.namespace || h.ref.namespace === c) ??
    plan.add('azure.eventhub', {
      implicit: 'holds the partitions and retention asked for',
      // The hub named inside the namespace ("hub clicks with 8 partitions") is this one.
      name: partName(c, HUB_PART),
      label: partName(c, HUB_PART) ?? c.id,
    });
  hub.ref.namespace = c;
  // Also a hub planned before for another part (a consumer group's) is the one named inside the namespace.
  if (hub.implicit) hub.name ??= partName(c, HUB_PART);
  hub.attrs.shards ??= c.attrs.shards;
  hub.attrs.retentionDays ??= c.attrs.retentionDays;
  hub.attrs.capture ??= c.attrs.capture;
  hub.attrs.schedule ??= c.attrs.schedule;
  hub.attrs.bufferMb ??= c.attrs.bufferMb;
  hub.attrs.bufferSeconds ??= c.attrs.bufferSeconds;
  plan.handOver(
    c,
    hub,
    'shards',
    'retention',
    'capture',
    'schedule',
    'buffering',
    'buffering size',
    'buffering interval',
  );
};

// The word of a hub named inside the namespace ("namespace evh-x; hub clicks ...").
export const HUB_PART = /^(?:event\s*)?hubs?$/i;
