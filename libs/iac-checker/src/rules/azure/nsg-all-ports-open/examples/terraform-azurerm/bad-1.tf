resource "azurerm_network_security_group" "open" {
  name                = "open"
  location            = "westeurope"
  resource_group_name = "app"
  security_rule {
    name                       = "any"
    priority                   = 100
    direction                  = "Inbound"
    access                     = "Allow"
    protocol                   = "*"
    source_port_range          = "*"
    destination_port_range     = "*"
    source_address_prefix      = "*" #!
    destination_address_prefix = "*"
  }
}
