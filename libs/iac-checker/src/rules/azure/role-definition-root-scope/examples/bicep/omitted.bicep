resource ops 'Microsoft.Authorization/roleDefinitions@2022-04-01' = {
  name: guid('ops')
  properties: {
    roleName: 'ops'
    permissions: [
      {
        actions: [
          'Microsoft.Storage/storageAccounts/read'
        ]
      }
    ]
  }
}
