resource "azurerm_data_factory" "etl" { #!
  name                = "etl"
  location            = "westeurope"
  resource_group_name = "app"
}
