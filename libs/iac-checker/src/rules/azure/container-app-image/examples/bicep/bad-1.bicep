param image string = 'acmeacr.azurecr.io/api:latest'

resource api 'Microsoft.App/containerApps@2026-01-01' = {
  name: 'api'
  location: 'westeurope'
  properties: {
    template: {
      containers: [
        {
          name: 'api'
          image: image #!
        }
      ]
    }
  }
}
