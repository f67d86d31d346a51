resource "azurerm_storage_account" "data" {
  name                     = "acmedata"
  resource_group_name      = "app"
  location                 = "westeurope"
  account_tier             = "Standard"
  account_replication_type = "GRS"
  queue_properties { #!
    minute_metrics {
      enabled = true
      version = "1.0"
    }
  }
}
