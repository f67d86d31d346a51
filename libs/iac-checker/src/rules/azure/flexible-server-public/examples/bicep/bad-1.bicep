resource db 'Microsoft.DBforMySQL/flexibleServers@2024-12-30' = {
  name: 'acme-mysql'
  location: 'westeurope'
  properties: {
    version: '8.0.21'
    network: {
      publicNetworkAccess: 'Enabled' #!
    }
  }
}
