resource aks 'Microsoft.ContainerService/managedClusters@2026-05-01' = { #!
  name: 'main'
  location: 'westeurope'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    dnsPrefix: 'main'
  }
}
