resource "azurerm_linux_virtual_machine" "vm" {
  name                  = "vm"
  resource_group_name   = "app"
  location              = "westeurope"
  size                  = "Standard_B2s"
  admin_username        = "azureuser"
  network_interface_ids = ["/subscriptions/0000/resourceGroups/app/providers/Microsoft.Network/networkInterfaces/vm"]
  os_disk {
    caching              = "ReadWrite"
    storage_account_type = "Standard_LRS"
  }
}
