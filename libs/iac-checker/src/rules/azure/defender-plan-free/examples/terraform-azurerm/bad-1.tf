resource "azurerm_security_center_subscription_pricing" "vms" {
  tier          = "Free" #!
  resource_type = "VirtualMachines"
}
