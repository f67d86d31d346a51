terraform {
  backend "azurerm" {
    resource_group_name  = "ops"
    storage_account_name = "acmeinfra"
    container_name       = "state"
    key                  = "prod.tfstate"
  }
}
resource "azurerm_storage_account" "infra" { #!
  name                     = "acmeinfra"
  resource_group_name      = "ops"
  location                 = "westeurope"
  account_tier             = "Standard"
  account_replication_type = "GRS"
}
