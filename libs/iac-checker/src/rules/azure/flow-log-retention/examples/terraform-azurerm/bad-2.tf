resource "azurerm_network_watcher_flow_log" "nsg" {
  name                 = "nsg-flow"
  network_watcher_name = "watcher"
  resource_group_name  = "app"
  target_resource_id   = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Network/virtualNetworks/vnet"
  storage_account_id   = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Storage/storageAccounts/flowlogs"
  enabled              = false #!
  retention_policy {
    enabled = true
    days    = 90
  }
}
