resource "azurerm_synapse_workspace" "analytics" {
  name                                 = "analytics"
  resource_group_name                  = "app"
  location                             = "westeurope"
  storage_data_lake_gen2_filesystem_id = "https://acmedata.dfs.core.windows.net/synapse"
  managed_virtual_network_enabled      = true
}
