resource "azurerm_network_security_group" "web" {
  name                = "web"
  location            = "westeurope"
  resource_group_name = "app"
}
