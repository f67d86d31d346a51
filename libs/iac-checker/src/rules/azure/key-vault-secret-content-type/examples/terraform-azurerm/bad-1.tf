resource "azurerm_key_vault_secret" "db" { #!
  name         = "db-password"
  key_vault_id = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.KeyVault/vaults/kv"
  value_wo         = var.db_password
  value_wo_version = 1
}

variable "db_password" {
  type      = string
  sensitive = true
}
