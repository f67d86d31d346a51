resource "azurerm_container_app" "api" {
  name                         = "api"
  resource_group_name          = "app"
  container_app_environment_id = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.App/managedEnvironments/env"
  revision_mode                = "Single"
  template {
    container {
      name   = "api"
      image  = "acmeacr.azurecr.io/api:latest" #!
      cpu    = 0.5
      memory = "1Gi"
    }
  }
}
