resource "azurerm_mssql_server_extended_auditing_policy" "sql" {
  server_id        = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Sql/servers/sql"
  storage_endpoint = "https://acmeaudit.blob.core.windows.net/"
}
