resource "azurerm_app_service" "web" {
  name                = "acme-web"
  location            = "westeurope"
  resource_group_name = "acme"
  app_service_plan_id = "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/acme/providers/Microsoft.Web/serverFarms/plan"
  site_config {
    php_version = "8.3"
  }
}
