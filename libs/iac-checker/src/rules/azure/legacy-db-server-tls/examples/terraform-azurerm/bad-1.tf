resource "azurerm_postgresql_server" "pg" {
  name                = "pg"
  location            = "westeurope"
  resource_group_name = "app"
  sku_name            = "GP_Gen5_2"
  version             = "11"
  ssl_enforcement_enabled          = false #!
  ssl_minimal_tls_version_enforced = "TLS1_0" #!
}
