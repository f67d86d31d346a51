resource "azurerm_postgresql_flexible_server_configuration" "tls" {
  name      = "require_secure_transport"
  server_id = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.DBforPostgreSQL/flexibleServers/acme-db"
  value     = "ON"
}
