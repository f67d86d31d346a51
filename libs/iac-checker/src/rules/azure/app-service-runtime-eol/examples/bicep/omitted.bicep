resource web 'Microsoft.Web/sites@2024-11-01' = {
  name: 'acme-web'
  location: 'westeurope'
  properties: {
    httpsOnly: true
  }
}
