resource "azurerm_storage_account" "data" {
  name                     = "acmedata"
  resource_group_name      = "app"
  location                 = "westeurope"
  account_tier             = "Standard"
  account_replication_type = "GRS"
  identity {
    type = "SystemAssigned"
  }
}
resource "azurerm_storage_account_customer_managed_key" "data" {
  storage_account_id = azurerm_storage_account.data.id
  key_vault_id       = "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/app/providers/Microsoft.KeyVault/vaults/acme-kv"
  key_name           = "storage"
}
