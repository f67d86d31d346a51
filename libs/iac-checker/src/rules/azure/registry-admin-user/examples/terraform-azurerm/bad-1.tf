resource "azurerm_container_registry" "acr" {
  name                = "acmeacr"
  resource_group_name = "app"
  location            = "westeurope"
  sku                 = "Standard"
  admin_enabled       = true #!
}
