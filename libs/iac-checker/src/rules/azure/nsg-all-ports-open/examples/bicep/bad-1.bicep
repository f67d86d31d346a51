resource any 'Microsoft.Network/networkSecurityGroups/securityRules@2025-07-01' = {
  name: 'open/any'
  properties: {
    priority: 100
    direction: 'Inbound'
    access: 'Allow'
    protocol: 'Tcp'
    sourceAddressPrefix: 'Internet' #!
    sourcePortRange: '*'
    destinationAddressPrefix: '*'
    destinationPortRange: '0-65535'
  }
}
