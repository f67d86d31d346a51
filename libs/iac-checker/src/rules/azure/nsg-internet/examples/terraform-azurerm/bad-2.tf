resource "azurerm_network_security_rule" "out" {
  name                        = "web"
  resource_group_name         = "app"
  network_security_group_name = "web"
  priority                    = 100
  protocol                    = "Tcp"
  source_port_range           = "*"
  direction                   = "Outbound"
  access                      = "Allow"
  destination_port_range      = "443"
  source_address_prefix       = "10.0.1.0/24"
  destination_address_prefix  = "Internet" #!
}
