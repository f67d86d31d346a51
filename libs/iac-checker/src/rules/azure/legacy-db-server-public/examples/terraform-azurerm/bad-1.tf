resource "azurerm_postgresql_server" "pg" {
  name                = "pg"
  location            = "westeurope"
  resource_group_name = "app"
  sku_name            = "GP_Gen5_2"
  version             = "11"
  public_network_access_enabled = true #!
}
