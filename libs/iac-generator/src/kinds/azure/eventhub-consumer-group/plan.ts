import { type Needs } from '../../../plan/needs';
import { type Component } from '../../../model/types';
import { inGroup } from '../common';

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  // A consumer group reads one event hub: the one asked for, else one added for it.
  const hub = (c.ref.hub ??=
    plan.first('azure.eventhub') ??
    plan.add('azure.eventhub', { implicit: 'consumer groups read an event hub', label: 'main' })) as Component;
  // Partitions, retention and capture stated beside a consumer group are its event hub's.
  hub.attrs.shards ??= c.attrs.shards;
  hub.attrs.retentionDays ??= c.attrs.retentionDays;
  hub.attrs.capture ??= c.attrs.capture;
  plan.handOver(c, hub, 'shards', 'retention', 'capture');
};
