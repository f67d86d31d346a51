resource kv 'Microsoft.KeyVault/vaults@2026-02-01' = {
  name: 'acme-kv'
  location: 'westeurope'
  properties: {
    tenantId: tenant().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
  }
}

resource kvAudit 'Microsoft.Insights/diagnosticSettings@2016-09-01' = {
  name: 'kv-audit'
  scope: kv
  properties: {
    workspaceId: resourceId('Microsoft.OperationalInsights/workspaces', 'logs')
    logs: [
      {
        category: 'AuditEvent'
        enabled: true
      }
    ]
  }
}
