resource tls 'Microsoft.DBforMySQL/flexibleServers/configurations@2024-12-30' = {
  name: 'acme-mysql/require_secure_transport'
  properties: {
    value: 'OFF' #!
    source: 'user-override'
  }
}
