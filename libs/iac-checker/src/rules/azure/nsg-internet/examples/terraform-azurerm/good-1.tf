resource "azurerm_network_security_rule" "web" {
  name                        = "web"
  resource_group_name         = "app"
  network_security_group_name = "web"
  priority                    = 100
  protocol                    = "Tcp"
  source_port_range           = "*"
  direction                   = "Inbound"
  access                      = "Allow"
  destination_port_range      = "443"
  source_address_prefix       = "AzureFrontDoor.Backend"
  destination_address_prefix  = "10.0.1.0/24"
}
