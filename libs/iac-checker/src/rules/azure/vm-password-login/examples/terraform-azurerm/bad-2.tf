resource "azurerm_virtual_machine" "vm" {
  name                  = "vm"
  location              = "westeurope"
  resource_group_name   = "app"
  vm_size               = "Standard_B2s"
  network_interface_ids = ["/subscriptions/0000/resourceGroups/app/providers/Microsoft.Network/networkInterfaces/vm"]
  os_profile_linux_config {
    disable_password_authentication = false #!
  }
}
