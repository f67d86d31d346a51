/** The topic type of each kind whose events a system topic publishes, as Event Grid names it. */
export const SOURCES: Record<string, string> = {
  'azure.storage_account': 'Microsoft.Storage.StorageAccounts',
  'azure.resource_group': 'Microsoft.Resources.ResourceGroups',
  'azure.key_vault': 'Microsoft.KeyVault.vaults',
  'azure.container_registry': 'Microsoft.ContainerRegistry.Registries',
  'azure.servicebus_namespace': 'Microsoft.ServiceBus.Namespaces',
  'azure.eventhub_namespace': 'Microsoft.EventHub.Namespaces',
  'azure.app_configuration': 'Microsoft.AppConfiguration.ConfigurationStores',
  'azure.communication_service': 'Microsoft.Communication.CommunicationServices',
  'azure.signalr_service': 'Microsoft.SignalRService.SignalR',
  'azure.iothub': 'Microsoft.Devices.IoTHubs',
};
