resource "azurerm_mysql_flexible_server" "db" { #!
  name                = "acme-mysql"
  resource_group_name = "app"
  location            = "westeurope"
  sku_name            = "B_Standard_B1ms"
}
