resource "azurerm_redis_cache" "cache" {
  name                = "acme-cache"
  location            = "westeurope"
  resource_group_name = "app"
  capacity            = 1
  family              = "C"
  sku_name            = "Standard"
}
