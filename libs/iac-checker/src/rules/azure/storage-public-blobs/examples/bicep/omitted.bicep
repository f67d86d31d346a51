resource st 'Microsoft.Storage/storageAccounts@2026-04-01' = {
  name: 'acmedata'
  location: 'westeurope'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
}
