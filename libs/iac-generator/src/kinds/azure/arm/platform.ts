/** Messaging, monitoring, identity, edge and configuration services as ARM resources. */
import { type Component } from '../../../model/types';
import { ALERT_METRICS, azName } from '../common';
import { ownName } from '../naming';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { eventHubInflate, namedTier } from '../settings';
import { backupSchedule, captureSeconds, namedSubscriptions } from '../notify';
import { NOTIFY_ARM } from './notify';
import { containerName } from '../data';
import { armLimits } from '../messaging-limits';
import { entityName } from '../servicebus-entities';

const sameTier = (name: string) => ({ name, tier: name });

/** A Service Bus SKU as ARM writes it: Premium is sold in messaging units, one the smallest. */
const serviceBusSku = (c: Component) => {
  const name = namedTier(c, ['Basic', 'Standard', 'Premium'], 'Standard');
  return { ...sameTier(name), capacity: name === 'Premium' ? 1 : undefined };
};

export const PLATFORM_ARM: Record<string, ArmWriter> = {
  ...NOTIFY_ARM,
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
        name: x.child(x.nameOf(x.symbol(c.ref.namespace as Component), 'sb'), entityName(c)),
        body: {
          properties: {
            maxDeliveryCount: c.attrs.maxReceives ?? 10,
            ...armLimits(c),
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
        name: x.child(x.nameOf(x.symbol(c.ref.namespace as Component), 'sb'), entityName(c)),
        body: {
          properties: {
            maxSizeInMegabytes: armLimits(c).maxSizeInMegabytes,
            defaultMessageTimeToLive: armLimits(c).defaultMessageTimeToLive,
          },
        },
        dependsOn: [x.symbol(c.ref.namespace as Component)],
      });
      // The subscriptions named in the topic ("a topic with a subscription 'billing'").
      for (const name of namedSubscriptions(c))
        x.add({
          symbol: x.symbol(c, `sub_${name}`),
          type: 'Microsoft.ServiceBus/namespaces/topics/subscriptions',
          apiVersion: '2022-10-01-preview',
          name: x.child(x.nameOf(x.symbol(c.ref.namespace as Component), 'sb'), entityName(c), name),
          body: { properties: { maxDeliveryCount: 10, deadLetteringOnMessageExpiration: true } },
          dependsOn: [x.symbol(c)],
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
  'azure.eventhub_consumer_group': {
    write: (c, x) => {
      const hub = c.ref.hub as Component;
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.EventHub/namespaces/eventhubs/consumergroups',
        apiVersion: '2024-01-01',
        name: x.child(x.nameOf(x.symbol(hub.ref.namespace as Component), 'evh'), azName(hub), azName(c, 50)),
        body: { properties: {} },
        dependsOn: [x.symbol(hub)],
      });
    },
  },
  'azure.eventhub': {
    write: (c, x) => {
      const store = c.attrs.capture ? (c.ref.capture as Component | undefined) : undefined;
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.EventHub/namespaces/eventhubs',
        apiVersion: '2024-01-01',
        name: x.child(x.nameOf(x.symbol(c.ref.namespace as Component), 'evh'), azName(c)),
        body: {
          properties: {
            partitionCount: c.attrs.shards ?? 2,
            messageRetentionInDays: Math.min(7, c.attrs.retentionDays ?? 1),
            // Capture writes each window of events to the blob container as Avro files.
            captureDescription: store
              ? {
                  enabled: true,
                  encoding: 'Avro',
                  intervalInSeconds: captureSeconds(c),
                  destination: {
                    name: 'EventHubArchive.AzureBlockBlob',
                    properties: {
                      storageAccountResourceId: x.ref(x.symbol(store.ref.account as Component)),
                      blobContainer: containerName(store),
                      archiveNameFormat:
                        '{Namespace}/{EventHub}/{PartitionId}/{Year}/{Month}/{Day}/{Hour}/{Minute}/{Second}',
                    },
                  },
                }
              : undefined,
          },
        },
        dependsOn: [x.symbol(c.ref.namespace as Component), ...(store ? [x.symbol(store)] : [])],
      });
    },
  },
  'azure.log_analytics_workspace': {
    write: (c, x) =>
      void x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.OperationalInsights/workspaces',
        apiVersion: '2022-10-01',
        name: ownName(c, 'log'),
        body: {
          location: x.location(),
          properties: {
            sku: { name: 'PerGB2018' },
            retentionInDays: Math.min(730, Math.max(30, c.attrs.retentionDays ?? 30)),
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
        name: ownName(c, 'appi'),
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
        name: ownName(c, 'alert'),
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
            actions: c.ref.actions ? [{ actionGroupId: x.ref(x.symbol(c.ref.actions as Component)) }] : undefined,
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
        name: ownName(c, 'id'),
        body: { location: x.location() },
      }),
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
    write: (c, x) => {
      const name = ownName(c, 'rsv');
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.RecoveryServices/vaults',
        apiVersion: '2023-04-01',
        name,
        body: {
          location: x.location(),
          sku: { name: 'RS0', tier: 'Standard' },
          properties: { publicNetworkAccess: 'Disabled' },
        },
      });
      // A stated schedule or retention is a VM backup policy of the vault.
      if (c.attrs.schedule === undefined && c.attrs.retentionDays === undefined && !c.attrs.timeOfDay) return;
      const p = backupSchedule(c);
      const times = [`2024-01-01T${p.time}:00Z`];
      x.add({
        symbol: x.symbol(c, 'policy'),
        type: 'Microsoft.RecoveryServices/vaults/backupPolicies',
        apiVersion: '2023-04-01',
        name: x.child(name, `${azName(c, 40)}-vm-${p.frequency.toLowerCase()}`),
        body: {
          properties: {
            backupManagementType: 'AzureIaasVM',
            timeZone: 'UTC',
            instantRpRetentionRangeInDays: 2,
            schedulePolicy: {
              schedulePolicyType: 'SimpleSchedulePolicy',
              scheduleRunFrequency: p.frequency,
              scheduleRunTimes: times,
              scheduleRunDays: p.weekdays,
            },
            retentionPolicy: {
              retentionPolicyType: 'LongTermRetentionPolicy',
              dailySchedule:
                p.frequency === 'Daily'
                  ? { retentionTimes: times, retentionDuration: { count: p.keep, durationType: 'Days' } }
                  : undefined,
              weeklySchedule: p.weekdays
                ? {
                    daysOfTheWeek: p.weekdays,
                    retentionTimes: times,
                    retentionDuration: { count: p.keep, durationType: 'Weeks' },
                  }
                : undefined,
            },
          },
        },
        dependsOn: [x.symbol(c)],
      });
    },
  },
};
