resource "azurerm_network_security_group" "data" {
  name                = "data"
  location            = "westeurope"
  resource_group_name = "app"
}
