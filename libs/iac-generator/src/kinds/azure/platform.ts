/** Messaging, monitoring, identity, edge and configuration services. */
import { type Component } from '../../model/types';
import { type Kind } from '../kind';
import { ALERT_TARGETS, inGroup, workspaceFor } from './common';
import { type Planner } from '../../plan/planner';
import { entitiesInside } from './servicebus-entities';

function namespaceFor(c: Component, plan: Planner, kind: string, why: string): Component {
  inGroup(c, plan);
  const ns = plan.ensure(kind, why, { label: 'main' });
  c.ref.namespace = ns;
  // Tiers and throughput are sold per namespace: stated with a queue, topic or hub, they go to its namespace.
  ns.attrs.tier ??= c.attrs.tier;
  ns.attrs.readCapacity ??= c.attrs.readCapacity;
  plan.handOver(c, ns, 'tier', 'SKU', 'throughput units', 'maximum throughput units');
  return ns;
}

const sbNamespace = (c: Component, plan: Planner) =>
  void namespaceFor(c, plan, 'azure.servicebus_namespace', 'queues and topics live in a Service Bus namespace');

export const PLATFORM_KINDS: Kind[] = [
  {
    kind: 'azure.servicebus_namespace',
    label: 'main',
    title: 'Service Bus namespace',
    needs: (c, plan) => {
      inGroup(c, plan);
      entitiesInside(c, plan);
    },
  },
  {
    kind: 'azure.servicebus_queue',
    label: 'main',
    title: 'Service Bus queue',
    needs: sbNamespace,
  },
  {
    kind: 'azure.servicebus_topic',
    label: 'main',
    title: 'Service Bus topic',
    needs: sbNamespace,
  },
  {
    kind: 'azure.servicebus_subscription',
    label: 'main',
    title: 'Service Bus subscription',
    needs: (c, plan) => {
      // A subscription receives from a topic: the one asked for, else one added for it.
      const topic =
        plan.first('azure.servicebus_topic') ??
        plan.add('azure.servicebus_topic', { implicit: 'subscriptions receive from a topic', label: 'main' });
      c.ref.topic = topic;
    },
  },
  {
    kind: 'azure.eventgrid_topic',
    label: 'main',
    title: 'Event Grid topic',
    needs: inGroup,
  },
  {
    kind: 'azure.eventgrid_event_subscription',
    label: 'main',
    title: 'Event Grid subscription',
    needs: (c, plan) => {
      c.ref.topic =
        plan.first('azure.eventgrid_topic') ??
        plan.add('azure.eventgrid_topic', { implicit: 'the topic whose events are delivered', label: 'main' });
    },
  },
  {
    kind: 'azure.eventhub_namespace',
    label: 'main',
    title: 'Event Hubs namespace',
    needs: (c, plan) => {
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
    },
  },
  {
    kind: 'azure.eventhub_consumer_group',
    label: 'main',
    title: 'Event Hubs consumer group',
    needs: (c, plan) => {
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
    },
  },
  {
    kind: 'azure.eventhub',
    label: 'main',
    title: 'Event hub',
    needs: (c, plan) => {
      namespaceFor(c, plan, 'azure.eventhub_namespace', 'event hubs live in a namespace');
      // Captured events are written to a blob container: the one asked for, else one added for them.
      if (c.attrs.capture && !c.ref.capture) {
        const container =
          plan.first('azure.storage_container') ??
          plan.add('azure.storage_container', { implicit: 'captured events are written to it', label: 'capture' });
        // Given its account now, so an account asked for does not add a container of its own as well.
        container.ref.account ??= plan.first('azure.storage_account');
        c.ref.capture = container;
      }
    },
  },
  {
    kind: 'azure.log_analytics_workspace',
    label: 'main',
    title: 'Log Analytics workspace',
    needs: inGroup,
  },
  {
    kind: 'azure.application_insights',
    label: 'main',
    title: 'Application Insights',
    needs: (c, plan) => {
      inGroup(c, plan);
      workspaceFor(c, plan);
    },
  },
  {
    kind: 'azure.monitor_metric_alert',
    label: 'cpu',
    title: 'Metric alert',
    needs: (c, plan) => {
      inGroup(c, plan);
      // The alert watches what the request has; with nothing to watch, its target is a parameter (none is invented).
      c.ref.target = ALERT_TARGETS.map((k) => plan.first(k)).find(Boolean);
      // An action group the request asked for is who the alert notifies.
      c.ref.actions = plan.first('azure.monitor_action_group');
    },
  },
  {
    kind: 'azure.monitor_action_group',
    label: 'main',
    title: 'Action group',
    needs: inGroup,
  },
  {
    kind: 'azure.consumption_budget_subscription',
    label: 'main',
    title: 'Budget',
    // A subscription budget belongs to no resource group; ARM writes it in the deployment's group.
    needs: () => undefined,
  },
  {
    kind: 'azure.user_assigned_identity',
    label: 'app',
    title: 'Managed identity',
    needs: inGroup,
  },
  {
    kind: 'azure.app_configuration',
    label: 'main',
    title: 'App Configuration',
    needs: inGroup,
  },
  {
    kind: 'azure.recovery_services_vault',
    label: 'main',
    title: 'Recovery Services vault',
    needs: inGroup,
  },
];
