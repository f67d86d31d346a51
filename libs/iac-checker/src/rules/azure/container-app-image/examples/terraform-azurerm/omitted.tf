resource "azurerm_container_app_environment" "env" {
  name                = "env"
  location            = "westeurope"
  resource_group_name = "app"
}
