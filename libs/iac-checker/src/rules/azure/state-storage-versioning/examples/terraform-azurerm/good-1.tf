resource "azurerm_storage_account" "tfstate" {
  name                     = "acmetfstate"
  resource_group_name      = "ops"
  location                 = "westeurope"
  account_tier             = "Standard"
  account_replication_type = "GRS"
  blob_properties {
    versioning_enabled = true
  }
}
