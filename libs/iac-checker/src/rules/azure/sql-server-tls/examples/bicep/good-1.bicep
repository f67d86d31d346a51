resource sql 'Microsoft.Sql/servers@2025-01-01' = {
  name: 'acme-sql'
  location: 'westeurope'
  properties: {
    minimalTlsVersion: '1.2'
  }
}
