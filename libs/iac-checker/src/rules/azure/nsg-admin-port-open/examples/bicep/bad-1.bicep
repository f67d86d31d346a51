resource rdp 'Microsoft.Network/networkSecurityGroups/securityRules@2025-07-01' = {
  name: 'web/rdp'
  properties: {
    priority: 100
    direction: 'Inbound'
    access: 'Allow'
    protocol: '*'
    sourceAddressPrefix: '0.0.0.0/0' #!
    sourcePortRange: '*'
    destinationAddressPrefix: '*'
    destinationPortRange: '3389'
  }
}
