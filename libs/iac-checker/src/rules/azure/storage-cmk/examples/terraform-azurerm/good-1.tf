resource "azurerm_user_assigned_identity" "storage" {
  name                = "storage"
  resource_group_name = "app"
  location            = "westeurope"
}
resource "azurerm_storage_account" "data" {
  name                     = "acmedata"
  resource_group_name      = "app"
  location                 = "westeurope"
  account_tier             = "Standard"
  account_replication_type = "GRS"
  identity {
    type         = "UserAssigned"
    identity_ids = [azurerm_user_assigned_identity.storage.id]
  }
  customer_managed_key {
    key_vault_key_id          = "https://acme-kv.vault.azure.net/keys/storage/0123456789abcdef0123456789abcdef"
    user_assigned_identity_id = azurerm_user_assigned_identity.storage.id
  }
}
