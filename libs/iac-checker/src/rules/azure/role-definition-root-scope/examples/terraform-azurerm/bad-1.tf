resource "azurerm_role_definition" "ops" {
  name  = "ops"
  scope = "/providers/Microsoft.Management/managementGroups/platform"
  permissions {
    actions = ["Microsoft.Compute/virtualMachines/start/action", "Microsoft.Compute/virtualMachines/read"]
  }
  assignable_scopes = ["/"] #!
}
