resource kv 'Microsoft.KeyVault/vaults@2026-02-01' = {
  name: 'acme-kv'
  location: 'westeurope'
  properties: {
    tenantId: tenant().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    enablePurgeProtection: true
    softDeleteRetentionInDays: 365 #!
  }
}
