resource api 'Microsoft.App/containerApps@2026-01-01' = {
  name: 'api'
  location: 'westeurope'
  properties: {}
}
