/** Messaging, monitoring, identity, edge and configuration services. */
import { type Component } from '../../model/types';
import { type Kind } from '../kind';
import { ALERT_TARGETS, inGroup, workspaceFor } from './common';
import { type Planner } from '../../plan/planner';

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
    needs: inGroup,
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
    kind: 'azure.eventhub_namespace',
    label: 'main',
    title: 'Event Hubs namespace',
    needs: (c, plan) => {
      inGroup(c, plan);
      // Partitions and retention belong to an event hub: stated with the namespace, they go to its hub.
      if (c.attrs.shards === undefined && c.attrs.retentionDays === undefined) return;
      const hub =
        plan.all('azure.eventhub').find((h) => !h.ref.namespace || h.ref.namespace === c) ??
        plan.add('azure.eventhub', { implicit: 'holds the partitions and retention asked for', label: c.id });
      hub.ref.namespace = c;
      hub.attrs.shards ??= c.attrs.shards;
      hub.attrs.retentionDays ??= c.attrs.retentionDays;
      plan.handOver(c, hub, 'shards', 'retention');
    },
  },
  {
    kind: 'azure.eventhub',
    label: 'main',
    title: 'Event hub',
    needs: (c, plan) => void namespaceFor(c, plan, 'azure.eventhub_namespace', 'event hubs live in a namespace'),
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
    },
  },
  {
    kind: 'azure.user_assigned_identity',
    label: 'app',
    title: 'Managed identity',
    needs: inGroup,
  },
  {
    kind: 'azure.role_assignment',
    label: 'reader',
    title: 'Role assignment',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.identity =
        plan.first('azure.user_assigned_identity') ??
        plan.add('azure.user_assigned_identity', { implicit: 'the identity the role is granted to', label: 'app' });
    },
  },
  {
    kind: 'azure.cdn_frontdoor_profile',
    label: 'main',
    title: 'Front Door',
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
