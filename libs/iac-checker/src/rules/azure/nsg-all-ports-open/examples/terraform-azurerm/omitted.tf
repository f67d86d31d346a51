resource "azurerm_network_security_group" "empty" {
  name                = "empty"
  location            = "westeurope"
  resource_group_name = "app"
}
