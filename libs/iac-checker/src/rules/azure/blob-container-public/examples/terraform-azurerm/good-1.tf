resource "azurerm_storage_container" "files" {
  name                  = "files"
  storage_account_id    = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Storage/storageAccounts/acmedata"
  container_access_type = "private"
}
