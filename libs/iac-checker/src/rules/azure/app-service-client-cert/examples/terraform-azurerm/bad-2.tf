resource "azurerm_app_service" "web" { #!
  name                = "web"
  location            = "westeurope"
  resource_group_name = "app"
  app_service_plan_id = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Web/serverFarms/plan"
}
