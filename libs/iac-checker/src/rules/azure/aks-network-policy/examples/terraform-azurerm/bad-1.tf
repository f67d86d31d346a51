resource "azurerm_kubernetes_cluster" "main" {
  name                = "main"
  location            = "westeurope"
  resource_group_name = "app"
  dns_prefix          = "main"
  network_profile { #!
    network_plugin = "azure"
  }
  default_node_pool {
    name       = "system"
    vm_size    = "Standard_D2s_v5"
    node_count = 2
  }
  identity {
    type = "SystemAssigned"
  }
}
