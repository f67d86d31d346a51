resource cache 'Microsoft.Cache/redis@2024-11-01' = {
  name: 'acme-cache'
  location: 'westeurope'
  properties: {
    sku: {
      name: 'Standard'
      family: 'C'
      capacity: 1
    }
  }
}
