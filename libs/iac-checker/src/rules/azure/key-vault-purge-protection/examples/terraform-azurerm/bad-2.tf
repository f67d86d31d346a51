resource "azurerm_key_vault" "main" {
  name                       = "acme-kv"
  location                   = "westeurope"
  resource_group_name        = "app"
  tenant_id                  = "00000000-0000-0000-0000-000000000000"
  sku_name                   = "standard"
  purge_protection_enabled   = true
  soft_delete_retention_days = 2 #!
}
