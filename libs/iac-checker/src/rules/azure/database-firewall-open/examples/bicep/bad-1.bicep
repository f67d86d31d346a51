resource all 'Microsoft.DBforMySQL/flexibleServers/firewallRules@2024-12-30' = {
  name: 'acme-mysql/all'
  properties: {
    startIpAddress: '0.0.0.0' #!
    endIpAddress: '255.255.255.255'
  }
}
