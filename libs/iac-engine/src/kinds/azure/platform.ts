/** Messaging, monitoring, identity, edge and configuration services. */
import { type Component } from '../../model/types';
import { block } from '../../model/hcl';
import { type AzureKind } from './types';
import { azName, globalName, inGroup, placed, tags, workspaceFor } from './common';
import { type Planner } from '../../plan/planner';
import { ArmExpr } from '../../render/azure/arm-context';

function namespaceFor(c: Component, plan: Planner, kind: string, why: string): Component {
  inGroup(c, plan);
  const ns = plan.ensure(kind, why, { label: 'main' });
  c.ref.namespace = ns;
  return ns;
}

const sbNamespace = (c: Component, plan: Planner) => void namespaceFor(c, plan, 'azure.servicebus_namespace', 'queues and topics live in a Service Bus namespace');

export const PLATFORM_KINDS: AzureKind[] = [
  {
    kind: 'azure.servicebus_namespace',
    label: 'main',
    title: 'Service Bus namespace',
    tfType: 'azurerm_servicebus_namespace',
    needs: inGroup,
    tf: (c, x) => void x.primary(c, { name: globalName(c, x, 50), ...placed(c, x), sku: 'Standard', local_auth_enabled: false, minimum_tls_version: '1.2', identity: block({ type: 'SystemAssigned' }), tags: tags(c) }, 'Shared access keys disabled: clients sign in with Entra ID.'),
    arm: (c, x) => void x.add({ symbol: x.symbol(c), type: 'Microsoft.ServiceBus/namespaces', apiVersion: '2022-10-01-preview', name: x.unique(`sb-${azName(c, 30)}`, '-'), body: { location: x.location(), sku: { name: 'Standard', tier: 'Standard' }, properties: { disableLocalAuth: true, minimumTlsVersion: '1.2' } } }),
  },
  {
    kind: 'azure.servicebus_queue',
    label: 'main',
    title: 'Service Bus queue',
    tfType: 'azurerm_servicebus_queue',
    needs: sbNamespace,
    tf: (c, x) => void x.primary(c, { name: azName(c), namespace_id: x.ref(c.ref.namespace as Component), max_delivery_count: 10, dead_lettering_on_message_expiration: true, requires_duplicate_detection: c.attrs.flags.has('fifo') }),
    arm: (c, x) => {
      x.add({ symbol: x.symbol(c), type: 'Microsoft.ServiceBus/namespaces/queues', apiVersion: '2022-10-01-preview', name: x.child(x.nameOf(x.symbol(c.ref.namespace as Component), 'sb'), azName(c)), body: { properties: { maxDeliveryCount: 10, deadLetteringOnMessageExpiration: true } }, dependsOn: [x.symbol(c.ref.namespace as Component)] });
    },
  },
  {
    kind: 'azure.servicebus_topic',
    label: 'main',
    title: 'Service Bus topic',
    tfType: 'azurerm_servicebus_topic',
    needs: sbNamespace,
    tf: (c, x) => {
      x.primary(c, { name: azName(c), namespace_id: x.ref(c.ref.namespace as Component) });
      x.resource('azurerm_servicebus_subscription', c.id, { name: 'default', topic_id: x.ref(c), max_delivery_count: 10, dead_lettering_on_message_expiration: true });
    },
    arm: (c, x) => {
      x.add({ symbol: x.symbol(c), type: 'Microsoft.ServiceBus/namespaces/topics', apiVersion: '2022-10-01-preview', name: x.child(x.nameOf(x.symbol(c.ref.namespace as Component), 'sb'), azName(c)), body: { properties: {} }, dependsOn: [x.symbol(c.ref.namespace as Component)] });
    },
  },
  {
    kind: 'azure.eventhub_namespace',
    label: 'main',
    title: 'Event Hubs namespace',
    tfType: 'azurerm_eventhub_namespace',
    needs: inGroup,
    tf: (c, x) => void x.primary(c, { name: globalName(c, x, 50), ...placed(c, x), sku: 'Standard', capacity: 1, local_authentication_enabled: false, minimum_tls_version: '1.2', public_network_access_enabled: false, tags: tags(c) }),
    arm: (c, x) => void x.add({ symbol: x.symbol(c), type: 'Microsoft.EventHub/namespaces', apiVersion: '2024-01-01', name: x.unique(`evhns-${azName(c, 30)}`, '-'), body: { location: x.location(), sku: { name: 'Standard', tier: 'Standard', capacity: 1 }, properties: { disableLocalAuth: true, minimumTlsVersion: '1.2', publicNetworkAccess: 'Disabled' } } }),
  },
  {
    kind: 'azure.eventhub',
    label: 'main',
    title: 'Event hub',
    tfType: 'azurerm_eventhub',
    needs: (c, plan) => void namespaceFor(c, plan, 'azure.eventhub_namespace', 'event hubs live in a namespace'),
    tf: (c, x) => void x.primary(c, { name: azName(c), namespace_id: x.ref(c.ref.namespace as Component), partition_count: 2, message_retention: Math.min(7, c.attrs.retentionDays ?? 1) }),
    arm: (c, x) => {
      x.add({ symbol: x.symbol(c), type: 'Microsoft.EventHub/namespaces/eventhubs', apiVersion: '2024-01-01', name: x.child(x.nameOf(x.symbol(c.ref.namespace as Component), 'evh'), azName(c)), body: { properties: { partitionCount: 2, messageRetentionInDays: Math.min(7, c.attrs.retentionDays ?? 1) } }, dependsOn: [x.symbol(c.ref.namespace as Component)] });
    },
  },
  {
    kind: 'azure.log_analytics_workspace',
    label: 'main',
    title: 'Log Analytics workspace',
    tfType: 'azurerm_log_analytics_workspace',
    needs: inGroup,
    tf: (c, x) => void x.primary(c, { name: `log-${azName(c)}`, ...placed(c, x), sku: 'PerGB2018', retention_in_days: Math.max(30, c.attrs.retentionDays ?? 30), tags: tags(c) }),
    arm: (c, x) => void x.add({ symbol: x.symbol(c), type: 'Microsoft.OperationalInsights/workspaces', apiVersion: '2022-10-01', name: `log-${azName(c)}`, body: { location: x.location(), properties: { sku: { name: 'PerGB2018' }, retentionInDays: Math.max(30, c.attrs.retentionDays ?? 30) } } }),
  },
  {
    kind: 'azure.application_insights',
    label: 'main',
    title: 'Application Insights',
    tfType: 'azurerm_application_insights',
    needs: (c, plan) => {
      inGroup(c, plan);
      workspaceFor(c, plan);
    },
    tf: (c, x) => void x.primary(c, { name: `appi-${azName(c)}`, ...placed(c, x), workspace_id: x.ref(c.ref.workspace as Component), application_type: 'web', local_authentication_disabled: true, tags: tags(c) }),
    arm: (c, x) => void x.add({ symbol: x.symbol(c), type: 'Microsoft.Insights/components', apiVersion: '2020-02-02', name: `appi-${azName(c)}`, body: { location: x.location(), kind: 'web', properties: { Application_Type: 'web', WorkspaceResourceId: x.ref(x.symbol(c.ref.workspace as Component)), DisableLocalAuth: true } } }),
  },
  {
    kind: 'azure.monitor_metric_alert',
    label: 'cpu',
    title: 'Metric alert',
    tfType: 'azurerm_monitor_metric_alert',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.target = plan.first('azure.linux_virtual_machine') ?? plan.first('azure.linux_web_app') ?? plan.add('azure.linux_virtual_machine', { implicit: 'the resource the alert watches', label: 'main' });
    },
    tf: (c, x) => {
      const t = c.ref.target as Component;
      const vm = t.kind === 'azure.linux_virtual_machine';
      x.primary(c, { name: `alert-${azName(c)}`, resource_group_name: x.ref(c.ref.group as Component, 'name'), scopes: [x.ref(t)], severity: 2, frequency: 'PT5M', window_size: 'PT15M', criteria: block({ metric_namespace: vm ? 'Microsoft.Compute/virtualMachines' : 'Microsoft.Web/sites', metric_name: vm ? 'Percentage CPU' : 'Http5xx', aggregation: vm ? 'Average' : 'Total', operator: 'GreaterThan', threshold: vm ? 80 : 10 }), tags: tags(c) });
    },
    arm: (c, x) => {
      const t = c.ref.target as Component;
      const vm = t.kind === 'azure.linux_virtual_machine';
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Insights/metricAlerts', apiVersion: '2018-03-01', name: `alert-${azName(c)}`, body: { location: 'global', properties: { severity: 2, enabled: true, scopes: [x.ref(x.symbol(t))], evaluationFrequency: 'PT5M', windowSize: 'PT15M', criteria: { 'odata.type': 'Microsoft.Azure.Monitor.SingleResourceMultipleMetricCriteria', allOf: [{ name: 'metric', criterionType: 'StaticThresholdCriterion', metricNamespace: vm ? 'Microsoft.Compute/virtualMachines' : 'Microsoft.Web/sites', metricName: vm ? 'Percentage CPU' : 'Http5xx', operator: 'GreaterThan', threshold: vm ? 80 : 10, timeAggregation: vm ? 'Average' : 'Total' }] } } } });
    },
  },
  {
    kind: 'azure.user_assigned_identity',
    label: 'app',
    title: 'Managed identity',
    tfType: 'azurerm_user_assigned_identity',
    needs: inGroup,
    tf: (c, x) => {
      x.primary(c, { name: `id-${azName(c)}`, ...placed(c, x), tags: tags(c) });
      x.output(`${c.id}_client_id`, x.ref(c, 'client_id'), 'Client id of the managed identity');
    },
    arm: (c, x) => void x.add({ symbol: x.symbol(c), type: 'Microsoft.ManagedIdentity/userAssignedIdentities', apiVersion: '2023-01-31', name: `id-${azName(c)}`, body: { location: x.location() } }),
  },
  {
    kind: 'azure.role_assignment',
    label: 'reader',
    title: 'Role assignment',
    tfType: 'azurerm_role_assignment',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.identity = plan.first('azure.user_assigned_identity') ?? plan.add('azure.user_assigned_identity', { implicit: 'the identity the role is granted to', label: 'app' });
    },
    tf: (c, x) => void x.primary(c, { scope: x.ref(c.ref.group as Component), role_definition_name: 'Reader', principal_id: x.ref(c.ref.identity as Component, 'principal_id'), principal_type: 'ServicePrincipal' }, 'Read-only, scoped to this resource group.'),
    arm: (c, x) => {
      const id = c.ref.identity as Component;
      const sym = x.symbol(id);
      const idName = `id-${azName(id)}`;
      // Reader (acdd72a7-...), a built-in role id; the assignment name must be a stable GUID.
      const reader = new ArmExpr("subscriptionResourceId('Microsoft.Authorization/roleDefinitions', 'acdd72a7-3385-48ef-bd42-f606fba81ae7')", "subscriptionResourceId('Microsoft.Authorization/roleDefinitions', 'acdd72a7-3385-48ef-bd42-f606fba81ae7')");
      const principal = new ArmExpr(`reference(resourceId('Microsoft.ManagedIdentity/userAssignedIdentities', '${idName}'), '2023-01-31').principalId`, `${sym}.properties.principalId`);
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Authorization/roleAssignments', apiVersion: '2022-04-01', name: new ArmExpr(`guid(resourceGroup().id, '${idName}', 'reader')`, `guid(resourceGroup().id, '${idName}', 'reader')`), body: { properties: { roleDefinitionId: reader, principalId: principal, principalType: 'ServicePrincipal' } }, dependsOn: [sym] });
    },
  },
  {
    kind: 'azure.cdn_frontdoor_profile',
    label: 'main',
    title: 'Front Door',
    tfType: 'azurerm_cdn_frontdoor_profile',
    needs: inGroup,
    tf: (c, x) => {
      x.primary(c, { name: `afd-${azName(c)}`, resource_group_name: x.ref(c.ref.group as Component, 'name'), sku_name: 'Standard_AzureFrontDoor', tags: tags(c) });
      x.resource('azurerm_cdn_frontdoor_endpoint', c.id, { name: globalName(c, x, 46), cdn_frontdoor_profile_id: x.ref(c) });
    },
    arm: (c, x) => {
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Cdn/profiles', apiVersion: '2023-05-01', name: `afd-${azName(c)}`, body: { location: 'global', sku: { name: 'Standard_AzureFrontDoor' } } });
      x.add({ symbol: x.symbol(c, 'endpoint'), type: 'Microsoft.Cdn/profiles/afdEndpoints', apiVersion: '2023-05-01', name: `afd-${azName(c)}/${azName(c, 40)}`, body: { location: 'global', properties: { enabledState: 'Enabled' } }, dependsOn: [x.symbol(c)] });
    },
  },
  {
    kind: 'azure.app_configuration',
    label: 'main',
    title: 'App Configuration',
    tfType: 'azurerm_app_configuration',
    needs: inGroup,
    tf: (c, x) => void x.primary(c, { name: globalName(c, x, 50), ...placed(c, x), sku: 'standard', local_auth_enabled: false, public_network_access: 'Disabled', purge_protection_enabled: true, tags: tags(c) }),
    arm: (c, x) => void x.add({ symbol: x.symbol(c), type: 'Microsoft.AppConfiguration/configurationStores', apiVersion: '2023-03-01', name: x.unique(`appcs-${azName(c, 30)}`, '-'), body: { location: x.location(), sku: { name: 'standard' }, properties: { disableLocalAuth: true, publicNetworkAccess: 'Disabled', enablePurgeProtection: true } } }),
  },
  {
    kind: 'azure.recovery_services_vault',
    label: 'main',
    title: 'Recovery Services vault',
    tfType: 'azurerm_recovery_services_vault',
    needs: inGroup,
    tf: (c, x) => void x.primary(c, { name: `rsv-${azName(c)}`, ...placed(c, x), sku: 'Standard', soft_delete_enabled: true, immutability: 'Unlocked', storage_mode_type: 'GeoRedundant', tags: tags(c) }),
    arm: (c, x) => void x.add({ symbol: x.symbol(c), type: 'Microsoft.RecoveryServices/vaults', apiVersion: '2023-04-01', name: `rsv-${azName(c)}`, body: { location: x.location(), sku: { name: 'RS0', tier: 'Standard' }, properties: { publicNetworkAccess: 'Disabled' } } }),
  },
];

