resource "azurerm_role_definition" "ops" {
  name  = "ops"
  scope = "/subscriptions/00000000-0000-0000-0000-000000000000"
  permissions {
    actions = ["Microsoft.Compute/virtualMachines/start/action", "Microsoft.Compute/virtualMachines/read"]
  }
  assignable_scopes = ["/subscriptions/00000000-0000-0000-0000-000000000000"]
}
