resource "azurerm_storage_account" "data" { #!
  name                     = "acmedata"
  resource_group_name      = "app"
  location                 = "westeurope"
  account_tier             = "Standard"
  account_replication_type = "GRS"
}
resource "azurerm_storage_container" "content" {
  name                  = "content"
  storage_account_id    = azurerm_storage_account.data.id
  container_access_type = "private"
}
