resource "azurerm_storage_account" "data" {
  name                     = "acmedata"
  resource_group_name      = "app"
  location                 = "westeurope"
  account_tier             = "Standard"
  account_replication_type = "LRS"
  network_rules {
    default_action = "Deny"
    ip_rules       = ["203.0.113.10"]
  }
}
