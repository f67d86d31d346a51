resource "azurerm_public_ip" "vm" {
  name                = "vm-ip"
  location            = "westeurope"
  resource_group_name = "app"
  allocation_method   = "Static"
}
resource "azurerm_network_interface" "vm" {
  name                = "vm-nic"
  location            = "westeurope"
  resource_group_name = "app"
  ip_configuration {
    name                          = "primary"
    subnet_id                     = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Network/virtualNetworks/vnet/subnets/vms"
    private_ip_address_allocation = "Dynamic"
    public_ip_address_id          = azurerm_public_ip.vm.id #!
  }
}
