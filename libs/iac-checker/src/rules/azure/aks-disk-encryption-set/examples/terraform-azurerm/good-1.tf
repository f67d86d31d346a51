resource "azurerm_kubernetes_cluster" "aks" {
  name                = "aks"
  location            = "westeurope"
  resource_group_name = "app"
  dns_prefix          = "aks"
  disk_encryption_set_id = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Compute/diskEncryptionSets/aks"
}
