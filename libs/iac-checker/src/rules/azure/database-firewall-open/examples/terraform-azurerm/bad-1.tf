resource "azurerm_postgresql_flexible_server_firewall_rule" "all" {
  name             = "all"
  server_id        = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.DBforPostgreSQL/flexibleServers/db"
  start_ip_address = "0.0.0.0" #!
  end_ip_address   = "255.255.255.255"
}
