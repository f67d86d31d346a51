resource tls 'Microsoft.DBforMySQL/flexibleServers/configurations@2024-12-30' = {
  name: 'acme-mysql/require_secure_transport'
  properties: {
    value: 'ON'
    source: 'user-override'
  }
}
