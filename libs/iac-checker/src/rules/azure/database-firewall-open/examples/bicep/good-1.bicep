resource office 'Microsoft.DBforMySQL/flexibleServers/firewallRules@2024-12-30' = {
  name: 'acme-mysql/office'
  properties: {
    startIpAddress: '203.0.113.10'
    endIpAddress: '203.0.113.10'
  }
}
