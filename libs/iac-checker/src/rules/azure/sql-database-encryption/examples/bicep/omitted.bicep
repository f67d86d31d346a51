resource db 'Microsoft.Sql/servers/databases@2025-01-01' = {
  name: 'acme-sql/app'
  location: 'westeurope'
}
