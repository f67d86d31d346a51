resource "azurerm_linux_function_app" "fn" {
  name                 = "acme-fn"
  resource_group_name  = "app"
  location             = "westeurope"
  service_plan_id      = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Web/serverFarms/plan"
  storage_account_name = "acmefn"
  https_only           = true
  site_config {}
}
