resource nsg 'Microsoft.Network/networkSecurityGroups@2025-07-01' = {
  name: 'web'
  location: 'westeurope'
}
