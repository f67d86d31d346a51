resource api 'Microsoft.App/containerApps@2026-01-01' = {
  name: 'api'
  location: 'westeurope'
  properties: {
    template: {
      containers: [
        {
          name: 'api'
          image: 'acmeacr.azurecr.io/api:2.3.1'
        }
      ]
    }
  }
}
