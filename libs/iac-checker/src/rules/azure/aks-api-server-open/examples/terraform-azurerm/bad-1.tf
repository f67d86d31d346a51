resource "azurerm_kubernetes_cluster" "main" {
  name                = "main"
  location            = "westeurope"
  resource_group_name = "app"
  dns_prefix          = "main"
  api_server_access_profile {
    authorized_ip_ranges = ["0.0.0.0/0"] #!
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
