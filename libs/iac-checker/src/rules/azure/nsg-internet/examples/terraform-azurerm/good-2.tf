resource "azurerm_network_security_rule" "block" {
  name                        = "web"
  resource_group_name         = "app"
  network_security_group_name = "web"
  priority                    = 100
  protocol                    = "Tcp"
  source_port_range           = "*"
  direction                   = "Inbound"
  access                      = "Deny"
  destination_port_range      = "*"
  source_address_prefix       = "*"
  destination_address_prefix  = "*"
}
