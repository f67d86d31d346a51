resource vm 'Microsoft.Compute/virtualMachines@2026-03-01' = {
  name: 'vm'
  location: 'westeurope'
  properties: {
    osProfile: {
      computerName: 'vm'
      adminUsername: 'azureuser'
      linuxConfiguration: {
        disablePasswordAuthentication: false #!
      }
    }
  }
}
