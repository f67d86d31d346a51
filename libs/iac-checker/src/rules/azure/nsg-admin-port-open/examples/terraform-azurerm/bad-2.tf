resource "azurerm_network_security_rule" "rdp" {
  name                        = "rdp"
  resource_group_name         = "app"
  network_security_group_name = "web"
  priority                    = 110
  direction                   = "Inbound"
  access                      = "Allow"
  protocol                    = "Tcp"
  source_port_range           = "*"
  destination_port_ranges     = ["3000-3999"]
  source_address_prefix       = "Internet" #!
  destination_address_prefix  = "*"
}
