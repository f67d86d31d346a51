resource "azurerm_network_security_rule" "ssh" {
  name                        = "ssh"
  resource_group_name         = "app"
  network_security_group_name = "web"
  priority                    = 100
  direction                   = "Inbound"
  access                      = "Allow"
  protocol                    = "Tcp"
  source_port_range           = "*"
  destination_port_range      = "22"
  source_address_prefix       = "10.0.0.0/8"
  destination_address_prefix  = "*"
}
