resource "azurerm_mssql_server_security_alert_policy" "sql" {
  resource_group_name  = "app"
  server_name          = "sql"
  state                = "Enabled"
  email_addresses      = ["security@example.com"]
  email_account_admins = true
  disabled_alerts      = ["Sql_Injection", "Data_Exfiltration"] #!
}
