resource "azurerm_app_service_plan" "web" {
  name                = "web-plan"
  location            = "westeurope"
  resource_group_name = "app"
  sku {
    tier = "Standard"
    size = "S1"
  }
}
resource "azurerm_app_service" "web" {
  name                = "acme-web"
  location            = "westeurope"
  resource_group_name = "app"
  app_service_plan_id = azurerm_app_service_plan.web.id
  site_config {
    always_on  = true
    ftps_state = "FtpsOnly"
  }
}
