resource nsg 'Microsoft.Network/networkSecurityGroups@2025-07-01' = {
  name: 'data'
  location: 'westeurope'
  properties: {
    securityRules: [
      {
        name: 'redis'
        properties: {
          priority: 100
          direction: 'Inbound'
          access: 'Allow'
          protocol: 'Tcp'
          sourceAddressPrefix: '10.1.0.0/24'
          sourcePortRange: '*'
          destinationAddressPrefix: '*'
          destinationPortRange: '6379'
        }
      }
    ]
  }
}
