/** Messaging, monitoring, identity, edge and configuration services as hashicorp/azurerm resources. */
import { type Component } from '../../../model/types';
import { block } from '../../../model/hcl';
import { ALERT_METRICS, azName } from '../common';
import { ownName } from '../naming';
import { eventHubInflate, namedTier } from '../settings';
import { globalName, placed, tags } from './common';
import { type TerraformWriter } from '../../../render/terraform/context';
import { backupSchedule, captureSeconds, namedSubscriptions, subscriptionsOf } from '../notify';
import { NOTIFY_TERRAFORM } from './notify';
import { terraformLimits } from '../messaging-limits';
import { entityName } from '../servicebus-entities';

export const PLATFORM_TERRAFORM: Record<string, TerraformWriter> = {
  ...NOTIFY_TERRAFORM,
  'azure.servicebus_namespace': {
    resourceType: 'azurerm_servicebus_namespace',
    write: (c, x) => {
      const sku = namedTier(c, ['Basic', 'Standard', 'Premium'], 'Standard');
      x.primary(
        c,
        {
          name: globalName(c, x, 50),
          ...placed(c, x),
          sku,
          // Premium is sold in messaging units; one is the smallest.
          capacity: sku === 'Premium' ? 1 : undefined,
          premium_messaging_partitions: sku === 'Premium' ? 1 : undefined,
          local_auth_enabled: false,
          minimum_tls_version: '1.2',
          identity: block({ type: 'SystemAssigned' }),
          tags: tags(c),
        },
        'Shared access keys disabled: clients sign in with Entra ID.',
      );
    },
  },
  'azure.servicebus_queue': {
    resourceType: 'azurerm_servicebus_queue',
    write: (c, x) =>
      void x.primary(c, {
        name: entityName(c),
        namespace_id: x.ref(c.ref.namespace as Component),
        max_delivery_count: c.attrs.maxReceives ?? 10,
        ...terraformLimits(c),
        dead_lettering_on_message_expiration: true,
        requires_duplicate_detection: c.attrs.flags.has('fifo'),
        requires_session: c.attrs.sessions,
      }),
  },
  'azure.servicebus_topic': {
    resourceType: 'azurerm_servicebus_topic',
    write: (c, x) => {
      const { max_size_in_megabytes, default_message_ttl } = terraformLimits(c);
      x.primary(c, {
        name: entityName(c),
        namespace_id: x.ref(c.ref.namespace as Component),
        max_size_in_megabytes,
        default_message_ttl,
      });
      // A topic delivers to its subscriptions: those named in it, those asked for on their own, else one for its first reader.
      const named = namedSubscriptions(c);
      if (!named.length && subscriptionsOf(c, x.plan, 'azure.servicebus_subscription').length) return;
      for (const name of named.length ? named : ['default'])
        x.resource('azurerm_servicebus_subscription', `${c.id}_${name}`.replace(/[^A-Za-z0-9_]+/g, '_'), {
          name,
          topic_id: x.ref(c),
          max_delivery_count: 10,
          dead_lettering_on_message_expiration: true,
        });
    },
  },
  'azure.eventhub_namespace': {
    resourceType: 'azurerm_eventhub_namespace',
    write: (c, x) =>
      void x.primary(c, {
        name: globalName(c, x, 50),
        ...placed(c, x),
        sku: namedTier(c, ['Basic', 'Standard', 'Premium'], 'Standard'),
        capacity: c.attrs.readCapacity ?? 1,
        ...eventHubInflate(c),
        local_authentication_enabled: false,
        minimum_tls_version: '1.2',
        public_network_access_enabled: false,
        tags: tags(c),
      }),
  },
  'azure.eventhub_consumer_group': {
    resourceType: 'azurerm_eventhub_consumer_group',
    write: (c, x) => {
      const hub = c.ref.hub as Component;
      void x.primary(c, {
        name: azName(c, 50),
        namespace_name: x.ref(hub.ref.namespace as Component, 'name'),
        eventhub_name: x.ref(hub, 'name'),
        resource_group_name: placed(c, x).resource_group_name,
      });
    },
  },
  'azure.eventhub': {
    resourceType: 'azurerm_eventhub',
    write: (c, x) => {
      const store = c.attrs.capture ? (c.ref.capture as Component | undefined) : undefined;
      x.primary(c, {
        name: azName(c),
        namespace_id: x.ref(c.ref.namespace as Component),
        partition_count: c.attrs.shards ?? 2,
        message_retention: Math.min(7, c.attrs.retentionDays ?? 1),
        // Capture writes each window of events to the blob container as Avro files.
        capture_description: store
          ? block({
              enabled: true,
              encoding: 'Avro',
              interval_in_seconds: captureSeconds(c),
              destination: block({
                name: 'EventHubArchive.AzureBlockBlob',
                archive_name_format:
                  '{Namespace}/{EventHub}/{PartitionId}/{Year}/{Month}/{Day}/{Hour}/{Minute}/{Second}',
                blob_container_name: x.ref(store, 'name'),
                storage_account_id: x.ref(store.ref.account as Component),
              }),
            })
          : undefined,
      });
    },
  },
  'azure.log_analytics_workspace': {
    resourceType: 'azurerm_log_analytics_workspace',
    write: (c, x) =>
      void x.primary(c, {
        name: ownName(c, 'log'),
        ...placed(c, x),
        sku: 'PerGB2018',
        retention_in_days: Math.min(730, Math.max(30, c.attrs.retentionDays ?? 30)),
        daily_quota_gb: c.attrs.dailyCapGb,
        tags: tags(c),
      }),
  },
  'azure.application_insights': {
    resourceType: 'azurerm_application_insights',
    write: (c, x) =>
      void x.primary(c, {
        name: ownName(c, 'appi'),
        ...placed(c, x),
        workspace_id: x.ref(c.ref.workspace as Component),
        application_type: 'web',
        local_authentication_disabled: true,
        tags: tags(c),
      }),
  },
  'azure.monitor_metric_alert': {
    resourceType: 'azurerm_monitor_metric_alert',
    write: (c, x) => {
      const t = c.ref.target as Component | undefined;
      const m = t ? ALERT_METRICS[t.kind] : ALERT_METRICS['azure.linux_virtual_machine'];
      x.primary(c, {
        name: ownName(c, 'alert'),
        resource_group_name: x.ref(c.ref.group as Component, 'name'),
        scopes: [
          t
            ? x.ref(t)
            : x.variable(`${c.id}_scope`, {
                type: 'string',
                description: 'Id of the virtual machine the alert watches',
              }),
        ],
        severity: 2,
        frequency: 'PT5M',
        window_size: 'PT15M',
        action: c.ref.actions ? block({ action_group_id: x.ref(c.ref.actions as Component) }) : undefined,
        criteria: block({
          metric_namespace: m.namespace,
          metric_name: m.metric,
          aggregation: m.aggregation,
          operator: 'GreaterThan',
          threshold: m.threshold,
        }),
        tags: tags(c),
      });
    },
  },
  'azure.user_assigned_identity': {
    resourceType: 'azurerm_user_assigned_identity',
    write: (c, x) => {
      x.primary(c, { name: ownName(c, 'id'), ...placed(c, x), tags: tags(c) });
      x.output(`${c.id}_client_id`, x.ref(c, 'client_id'), 'Client id of the managed identity');
    },
  },
  'azure.app_configuration': {
    resourceType: 'azurerm_app_configuration',
    write: (c, x) =>
      void x.primary(c, {
        name: globalName(c, x, 50),
        ...placed(c, x),
        sku: 'standard',
        local_auth_enabled: false,
        public_network_access: 'Disabled',
        purge_protection_enabled: true,
        tags: tags(c),
      }),
  },
  'azure.recovery_services_vault': {
    resourceType: 'azurerm_recovery_services_vault',
    write: (c, x) => {
      x.primary(c, {
        name: ownName(c, 'rsv'),
        ...placed(c, x),
        sku: 'Standard',
        soft_delete_enabled: true,
        immutability: 'Unlocked',
        storage_mode_type: 'GeoRedundant',
        tags: tags(c),
      });
      // A stated schedule or retention is a VM backup policy of the vault.
      if (c.attrs.schedule === undefined && c.attrs.retentionDays === undefined && !c.attrs.timeOfDay) return;
      const p = backupSchedule(c);
      x.resource('azurerm_backup_policy_vm', c.id, {
        name: `${azName(c, 40)}-vm-${p.frequency.toLowerCase()}`,
        resource_group_name: x.ref(c.ref.group as Component, 'name'),
        recovery_vault_name: x.ref(c, 'name'),
        timezone: 'UTC',
        backup: block({ frequency: p.frequency, time: p.time, weekdays: p.weekdays }),
        retention_daily: p.frequency === 'Daily' ? block({ count: p.keep }) : undefined,
        retention_weekly: p.weekdays ? block({ count: p.keep, weekdays: p.weekdays }) : undefined,
      });
    },
  },
};
