/** Messaging, monitoring, identity, edge and configuration services as ARM resources. */
import { type Component } from '../../../model/types';
import { ALERT_METRICS, azName } from '../common';
import { ArmExpr, type ArmWriter } from '../../../render/azure/arm-context';
import { eventHubInflate, frontDoorSku, namedTier } from '../settings';

const sameTier = (name: string) => ({ name, tier: name });

/** A Service Bus SKU as ARM writes it: Premium is sold in messaging units, one the smallest. */
const serviceBusSku = (c: Component) => {
  const name = namedTier(c, ['Basic', 'Standard', 'Premium'], 'Standard');
  return { ...sameTier(name), capacity: name === 'Premium' ? 1 : undefined };
};

export const PLATFORM_ARM: Record<string, ArmWriter> = {
  'azure.servicebus_namespace': {
    write: (c, x) =>
      void x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.ServiceBus/namespaces',
        apiVersion: '2022-10-01-preview',
        name: x.unique(`sb-${azName(c, 30)}`, '-'),
        body: {
          location: x.location(),
          sku: serviceBusSku(c),
          properties: { disableLocalAuth: true, minimumTlsVersion: '1.2' },
        },
      }),
  },
  'azure.servicebus_queue': {
    write: (c, x) => {
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.ServiceBus/namespaces/queues',
        apiVersion: '2022-10-01-preview',
        name: x.child(x.nameOf(x.symbol(c.ref.namespace as Component), 'sb'), azName(c)),
        body: {
          properties: {
            maxDeliveryCount: 10,
            deadLetteringOnMessageExpiration: true,
            requiresSession: c.attrs.sessions,
          },
        },
        dependsOn: [x.symbol(c.ref.namespace as Component)],
      });
    },
  },
  'azure.servicebus_topic': {
    write: (c, x) => {
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.ServiceBus/namespaces/topics',
        apiVersion: '2022-10-01-preview',
        name: x.child(x.nameOf(x.symbol(c.ref.namespace as Component), 'sb'), azName(c)),
        body: { properties: {} },
        dependsOn: [x.symbol(c.ref.namespace as Component)],
      });
    },
  },
  'azure.eventhub_namespace': {
    write: (c, x) =>
      void x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.EventHub/namespaces',
        apiVersion: '2024-01-01',
        name: x.unique(`evhns-${azName(c, 30)}`, '-'),
        body: {
          location: x.location(),
          sku: {
            ...sameTier(namedTier(c, ['Basic', 'Standard', 'Premium'], 'Standard')),
            capacity: c.attrs.readCapacity ?? 1,
          },
          properties: {
            disableLocalAuth: true,
            minimumTlsVersion: '1.2',
            publicNetworkAccess: 'Disabled',
            isAutoInflateEnabled: eventHubInflate(c).auto_inflate_enabled,
            maximumThroughputUnits: eventHubInflate(c).maximum_throughput_units,
          },
        },
      }),
  },
  'azure.eventhub': {
    write: (c, x) => {
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.EventHub/namespaces/eventhubs',
        apiVersion: '2024-01-01',
        name: x.child(x.nameOf(x.symbol(c.ref.namespace as Component), 'evh'), azName(c)),
        body: {
          properties: {
            partitionCount: c.attrs.shards ?? 2,
            messageRetentionInDays: Math.min(7, c.attrs.retentionDays ?? 1),
          },
        },
        dependsOn: [x.symbol(c.ref.namespace as Component)],
      });
    },
  },
  'azure.log_analytics_workspace': {
    write: (c, x) =>
      void x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.OperationalInsights/workspaces',
        apiVersion: '2022-10-01',
        name: `log-${azName(c)}`,
        body: {
          location: x.location(),
          properties: {
            sku: { name: 'PerGB2018' },
            retentionInDays: Math.max(30, c.attrs.retentionDays ?? 30),
            workspaceCapping: c.attrs.dailyCapGb !== undefined ? { dailyQuotaGb: c.attrs.dailyCapGb } : undefined,
          },
        },
      }),
  },
  'azure.application_insights': {
    write: (c, x) =>
      void x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Insights/components',
        apiVersion: '2020-02-02',
        name: `appi-${azName(c)}`,
        body: {
          location: x.location(),
          kind: 'web',
          properties: {
            Application_Type: 'web',
            WorkspaceResourceId: x.ref(x.symbol(c.ref.workspace as Component)),
            DisableLocalAuth: true,
          },
        },
      }),
  },
  'azure.monitor_metric_alert': {
    write: (c, x) => {
      const t = c.ref.target as Component | undefined;
      const m = t ? ALERT_METRICS[t.kind] : ALERT_METRICS['azure.linux_virtual_machine'];
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Insights/metricAlerts',
        apiVersion: '2018-03-01',
        name: `alert-${azName(c)}`,
        body: {
          location: 'global',
          properties: {
            severity: 2,
            enabled: true,
            scopes: [
              t
                ? x.ref(x.symbol(t))
                : x.param(`${x.symbol(c)}Scope`, {
                    type: 'string',
                    description: 'Id of the virtual machine the alert watches',
                  }),
            ],
            evaluationFrequency: 'PT5M',
            windowSize: 'PT15M',
            criteria: {
              'odata.type': 'Microsoft.Azure.Monitor.SingleResourceMultipleMetricCriteria',
              allOf: [
                {
                  name: 'metric',
                  criterionType: 'StaticThresholdCriterion',
                  metricNamespace: m.namespace,
                  metricName: m.metric,
                  operator: 'GreaterThan',
                  threshold: m.threshold,
                  timeAggregation: m.aggregation,
                },
              ],
            },
          },
        },
      });
    },
  },
  'azure.user_assigned_identity': {
    write: (c, x) =>
      void x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.ManagedIdentity/userAssignedIdentities',
        apiVersion: '2023-01-31',
        name: `id-${azName(c)}`,
        body: { location: x.location() },
      }),
  },
  'azure.role_assignment': {
    write: (c, x) => {
      const id = c.ref.identity as Component;
      const sym = x.symbol(id);
      const idName = `id-${azName(id)}`;
      // Reader (acdd72a7-...), a built-in role id; the assignment name must be a stable GUID.
      const reader = new ArmExpr(
        "subscriptionResourceId('Microsoft.Authorization/roleDefinitions', 'acdd72a7-3385-48ef-bd42-f606fba81ae7')",
        "subscriptionResourceId('Microsoft.Authorization/roleDefinitions', 'acdd72a7-3385-48ef-bd42-f606fba81ae7')",
      );
      const principal = new ArmExpr(
        `reference(resourceId('Microsoft.ManagedIdentity/userAssignedIdentities', '${idName}'), '2023-01-31').principalId`,
        `${sym}.properties.principalId`,
      );
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Authorization/roleAssignments',
        apiVersion: '2022-04-01',
        name: new ArmExpr(
          `guid(resourceGroup().id, '${idName}', 'reader')`,
          `guid(resourceGroup().id, '${idName}', 'reader')`,
        ),
        body: { properties: { roleDefinitionId: reader, principalId: principal, principalType: 'ServicePrincipal' } },
        dependsOn: [sym],
      });
    },
  },
  'azure.cdn_frontdoor_profile': {
    write: (c, x) => {
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Cdn/profiles',
        apiVersion: '2023-05-01',
        name: `afd-${azName(c)}`,
        body: { location: 'global', sku: { name: frontDoorSku(c) } },
      });
      x.add({
        symbol: x.symbol(c, 'endpoint'),
        type: 'Microsoft.Cdn/profiles/afdEndpoints',
        apiVersion: '2023-05-01',
        name: `afd-${azName(c)}/${azName(c, 40)}`,
        body: { location: 'global', properties: { enabledState: 'Enabled' } },
        dependsOn: [x.symbol(c)],
      });
    },
  },
  'azure.app_configuration': {
    write: (c, x) =>
      void x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.AppConfiguration/configurationStores',
        apiVersion: '2023-03-01',
        name: x.unique(`appcs-${azName(c, 30)}`, '-'),
        body: {
          location: x.location(),
          sku: { name: 'standard' },
          properties: { disableLocalAuth: true, publicNetworkAccess: 'Disabled', enablePurgeProtection: true },
        },
      }),
  },
  'azure.recovery_services_vault': {
    write: (c, x) =>
      void x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.RecoveryServices/vaults',
        apiVersion: '2023-04-01',
        name: `rsv-${azName(c)}`,
        body: {
          location: x.location(),
          sku: { name: 'RS0', tier: 'Standard' },
          properties: { publicNetworkAccess: 'Disabled' },
        },
      }),
  },
};
