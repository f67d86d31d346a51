/** Messaging, monitoring, identity, edge and configuration services as hashicorp/azurerm resources. */
import { type Component } from '../../../model/types';
import { block } from '../../../model/hcl';
import { ALERT_METRICS, azName } from '../common';
import { eventHubInflate, frontDoorSku, namedTier } from '../settings';
import { globalName, placed, tags } from './common';
import { type TerraformWriter } from '../../../render/terraform/context';

export const PLATFORM_TERRAFORM: Record<string, TerraformWriter> = {
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
        name: azName(c),
        namespace_id: x.ref(c.ref.namespace as Component),
        max_delivery_count: 10,
        dead_lettering_on_message_expiration: true,
        requires_duplicate_detection: c.attrs.flags.has('fifo'),
        requires_session: c.attrs.sessions,
      }),
  },
  'azure.servicebus_topic': {
    resourceType: 'azurerm_servicebus_topic',
    write: (c, x) => {
      x.primary(c, { name: azName(c), namespace_id: x.ref(c.ref.namespace as Component) });
      x.resource('azurerm_servicebus_subscription', c.id, {
        name: 'default',
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
  'azure.eventhub': {
    resourceType: 'azurerm_eventhub',
    write: (c, x) =>
      void x.primary(c, {
        name: azName(c),
        namespace_id: x.ref(c.ref.namespace as Component),
        partition_count: c.attrs.shards ?? 2,
        message_retention: Math.min(7, c.attrs.retentionDays ?? 1),
      }),
  },
  'azure.log_analytics_workspace': {
    resourceType: 'azurerm_log_analytics_workspace',
    write: (c, x) =>
      void x.primary(c, {
        name: `log-${azName(c)}`,
        ...placed(c, x),
        sku: 'PerGB2018',
        retention_in_days: Math.max(30, c.attrs.retentionDays ?? 30),
        daily_quota_gb: c.attrs.dailyCapGb,
        tags: tags(c),
      }),
  },
  'azure.application_insights': {
    resourceType: 'azurerm_application_insights',
    write: (c, x) =>
      void x.primary(c, {
        name: `appi-${azName(c)}`,
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
        name: `alert-${azName(c)}`,
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
      x.primary(c, { name: `id-${azName(c)}`, ...placed(c, x), tags: tags(c) });
      x.output(`${c.id}_client_id`, x.ref(c, 'client_id'), 'Client id of the managed identity');
    },
  },
  'azure.role_assignment': {
    resourceType: 'azurerm_role_assignment',
    write: (c, x) =>
      void x.primary(
        c,
        {
          scope: x.ref(c.ref.group as Component),
          role_definition_name: 'Reader',
          principal_id: x.ref(c.ref.identity as Component, 'principal_id'),
          principal_type: 'ServicePrincipal',
        },
        'Read-only, scoped to this resource group.',
      ),
  },
  'azure.cdn_frontdoor_profile': {
    resourceType: 'azurerm_cdn_frontdoor_profile',
    write: (c, x) => {
      x.primary(c, {
        name: `afd-${azName(c)}`,
        resource_group_name: x.ref(c.ref.group as Component, 'name'),
        sku_name: frontDoorSku(c),
        tags: tags(c),
      });
      x.resource('azurerm_cdn_frontdoor_endpoint', c.id, {
        name: globalName(c, x, 46),
        cdn_frontdoor_profile_id: x.ref(c),
      });
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
    write: (c, x) =>
      void x.primary(c, {
        name: `rsv-${azName(c)}`,
        ...placed(c, x),
        sku: 'Standard',
        soft_delete_enabled: true,
        immutability: 'Unlocked',
        storage_mode_type: 'GeoRedundant',
        tags: tags(c),
      }),
  },
};
