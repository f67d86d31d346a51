resource acr 'Microsoft.ContainerRegistry/registries@2025-11-01' = {
  name: 'acmeacr'
  location: 'westeurope'
  sku: {
    name: 'Standard'
  }
}
