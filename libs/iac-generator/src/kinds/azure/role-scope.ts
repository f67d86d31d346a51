/**
 * What role assignments are planned and written with: built-in roles, by name, granted to a managed
 * identity on the resource the request names with them (the resource group when it names none).
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { BUILT_IN_ROLES, roleNamed } from '../../model/azure-roles';

/** What a role can be granted on here, with the resource type ARM names it by; else the resource group. */
export const SCOPE_TYPES: Record<string, string> = {
  'azure.storage_account': 'Microsoft.Storage/storageAccounts',
  'azure.container_registry': 'Microsoft.ContainerRegistry/registries',
  'azure.key_vault': 'Microsoft.KeyVault/vaults',
  'azure.servicebus_namespace': 'Microsoft.ServiceBus/namespaces',
  // Children of a namespace: a grant on one queue, topic or event hub reaches no other in it.
  'azure.servicebus_queue': 'Microsoft.ServiceBus/namespaces/queues',
  'azure.servicebus_topic': 'Microsoft.ServiceBus/namespaces/topics',
  'azure.eventhub': 'Microsoft.EventHub/namespaces/eventhubs',
  'azure.eventhub_namespace': 'Microsoft.EventHub/namespaces',
  'azure.cosmosdb_account': 'Microsoft.DocumentDB/databaseAccounts',
  'azure.kubernetes_cluster': 'Microsoft.ContainerService/managedClusters',
  'azure.app_configuration': 'Microsoft.AppConfiguration/configurationStores',
  'azure.application_insights': 'Microsoft.Insights/components',
};

/** The resource a role is granted on: the one the request asked for nearest to the role. */
export function scopeFor(c: Component, plan: Planner): Component | undefined {
  const asked = plan.components.filter((o) => !o.implicit && o.kind in SCOPE_TYPES);
  const distance = (o: Component) => Math.abs((o.phrase ?? 0) - (c.phrase ?? 0));
  return asked.sort((a, b) => distance(a) - distance(b))[0];
}

/** The roles granted, as Azure spells them with their definition ids: those stated, else Reader. */
export function rolesOf(c: Component): { name: string; id: string }[] {
  const names = (c.attrs.roleNames ?? []).map(roleNamed).filter((r): r is string => !!r);
  return (names.length ? [...new Set(names)] : ['Reader']).map((name) => ({ name, id: BUILT_IN_ROLES[name] }));
}
