resource "azurerm_storage_account" "tf_state" { #!
  name                     = "acmestate"
  resource_group_name      = "ops"
  location                 = "westeurope"
  account_tier             = "Standard"
  account_replication_type = "GRS"
}
