resource "azurerm_linux_web_app" "web" {
  name                = "acme-web"
  location            = "westeurope"
  resource_group_name = "acme"
  service_plan_id     = "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/acme/providers/Microsoft.Web/serverFarms/plan"
  site_config {
    application_stack {
      python_version = "3.9" #!
    }
  }
}
