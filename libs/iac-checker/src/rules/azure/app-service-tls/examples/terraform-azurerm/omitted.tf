resource "azurerm_linux_web_app" "web" {
  name                = "acme-web"
  resource_group_name = "app"
  location            = "westeurope"
  service_plan_id     = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Web/serverFarms/plan"
  https_only          = true
  site_config {}
}
