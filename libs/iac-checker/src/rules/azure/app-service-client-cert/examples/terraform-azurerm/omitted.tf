resource "azurerm_linux_web_app" "web" { #!
  name                = "web"
  location            = "westeurope"
  resource_group_name = "app"
  service_plan_id     = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Web/serverFarms/plan"
}
