resource "azurerm_postgresql_flexible_server" "db" {
  name                          = "acme-db"
  resource_group_name           = "app"
  location                      = "westeurope"
  version                       = "16"
  sku_name                      = "B_Standard_B1ms"
  public_network_access_enabled = true #!
}
