resource files 'Microsoft.Storage/storageAccounts/blobServices/containers@2026-04-01' = {
  name: 'acmedata/default/files'
  properties: {
    publicAccess: 'None'
  }
}
