resource "azurerm_mssql_server" "sql" {
  name                = "acme-sql"
  resource_group_name = "app"
  location            = "westeurope"
  version             = "12.0"
  azuread_administrator {
    login_username              = "dba"
    object_id                   = "00000000-0000-0000-0000-000000000000"
    azuread_authentication_only = true
  }
}
