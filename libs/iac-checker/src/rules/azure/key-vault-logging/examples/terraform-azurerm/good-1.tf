resource "azurerm_key_vault" "main" {
  name                = "acme-kv"
  location            = "westeurope"
  resource_group_name = "app"
  tenant_id           = "00000000-0000-0000-0000-000000000000"
  sku_name            = "standard"
}
resource "azurerm_monitor_diagnostic_setting" "kv" {
  name                       = "kv-audit"
  target_resource_id         = azurerm_key_vault.main.id
  log_analytics_workspace_id = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.OperationalInsights/workspaces/logs"
  enabled_log {
    category_group = "audit"
  }
}
