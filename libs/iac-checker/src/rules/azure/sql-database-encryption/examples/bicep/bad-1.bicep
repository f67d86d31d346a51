resource tde 'Microsoft.Sql/servers/databases/transparentDataEncryption@2025-01-01' = {
  name: 'acme-sql/app/current'
  properties: {
    state: 'Disabled' #!
  }
}
