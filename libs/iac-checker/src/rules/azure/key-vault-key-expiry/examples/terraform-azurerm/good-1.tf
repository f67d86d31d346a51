resource "azurerm_key_vault_key" "data" {
  name         = "data"
  key_vault_id = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.KeyVault/vaults/kv"
  key_type     = "RSA"
  key_size     = 2048
  key_opts     = ["decrypt", "encrypt"]
  expiration_date = "2027-06-30T00:00:00Z"
}
