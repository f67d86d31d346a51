resource "azurerm_mssql_database" "app" {
  name                                = "app"
  server_id                           = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Sql/servers/acme-sql"
  transparent_data_encryption_enabled = true
}
