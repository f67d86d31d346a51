resource timeout 'Microsoft.DBforMySQL/flexibleServers/configurations@2024-12-30' = {
  name: 'acme-mysql/wait_timeout'
  properties: {
    value: '600'
    source: 'user-override'
  }
}
