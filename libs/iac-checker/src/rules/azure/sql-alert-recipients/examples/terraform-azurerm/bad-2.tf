resource "azurerm_mssql_server_security_alert_policy" "sql" {
  resource_group_name  = "app"
  server_name          = "sql"
  state                = "Enabled"
  email_addresses      = [] #!
  email_account_admins = true
}
