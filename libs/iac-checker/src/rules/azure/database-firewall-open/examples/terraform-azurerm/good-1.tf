resource "azurerm_mssql_firewall_rule" "office" {
  name             = "office"
  server_id        = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Sql/servers/sql"
  start_ip_address = "203.0.113.10"
  end_ip_address   = "203.0.113.20"
}
