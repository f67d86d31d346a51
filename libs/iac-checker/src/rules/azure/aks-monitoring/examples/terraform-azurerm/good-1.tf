resource "azurerm_kubernetes_cluster" "aks" {
  name                = "aks"
  location            = "westeurope"
  resource_group_name = "app"
  dns_prefix          = "aks"
  oms_agent {
    log_analytics_workspace_id = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.OperationalInsights/workspaces/logs"
  }
}
