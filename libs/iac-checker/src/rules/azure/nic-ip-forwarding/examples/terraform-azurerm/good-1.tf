resource "azurerm_network_interface" "vm" {
  name                = "vm-nic"
  location            = "westeurope"
  resource_group_name = "app"
  ip_forwarding_enabled = false
}
