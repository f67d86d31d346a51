resource "azurerm_kubernetes_cluster" "aks" { #!
  name                = "aks"
  location            = "westeurope"
  resource_group_name = "app"
  dns_prefix          = "aks"
}
