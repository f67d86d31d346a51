resource "azurerm_network_security_rule" "sql" {
  name                        = "sql"
  resource_group_name         = "app"
  network_security_group_name = "data"
  priority                    = 100
  direction                   = "Inbound"
  access                      = "Allow"
  protocol                    = "Tcp"
  source_port_range           = "*"
  destination_port_range      = "1433"
  source_address_prefix       = "VirtualNetwork"
  destination_address_prefix  = "*"
}
