import { defineRule, ex, type RuleContext } from '../model';
import { flagAll, isFalse } from '../helpers/settings';
import { arm } from './template';

const azure = (ctx: RuleContext) =>
  flagAll(
    ctx,
    ['Microsoft.Compute/virtualMachines'],
    'properties.osProfile.linuxConfiguration.disablePasswordAuthentication',
    isFalse,
  );

export const azureVmPasswordLogin = defineRule({
  id: 'IG-AZR-025',
  title: 'Linux virtual machine accepts password logins',
  severity: 'MEDIUM',
  rationale: 'Password logins over SSH can be guessed or reused from leaks; keys cannot.',
  remediation:
    'Set `disable_password_authentication = true` (`disablePasswordAuthentication: true`) and give an `admin_ssh_key`.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_linux_virtual_machine'], 'disable_password_authentication', isFalse),
    arm: azure,
    bicep: azure,
  },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_linux_virtual_machine" "vm" {
            name                            = "vm"
            resource_group_name             = "app"
            location                        = "westeurope"
            size                            = "Standard_B2s"
            admin_username                  = "azureuser"
            network_interface_ids           = ["/subscriptions/0000/resourceGroups/app/providers/Microsoft.Network/networkInterfaces/vm"]
            disable_password_authentication = false #!
            os_disk {
              caching              = "ReadWrite"
              storage_account_type = "Standard_LRS"
            }
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_linux_virtual_machine" "vm" {
            name                            = "vm"
            resource_group_name             = "app"
            location                        = "westeurope"
            size                            = "Standard_B2s"
            admin_username                  = "azureuser"
            network_interface_ids           = ["/subscriptions/0000/resourceGroups/app/providers/Microsoft.Network/networkInterfaces/vm"]
            disable_password_authentication = true
            admin_ssh_key {
              username   = "azureuser"
              public_key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIexample azureuser"
            }
            os_disk {
              caching              = "ReadWrite"
              storage_account_type = "Standard_LRS"
            }
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_linux_virtual_machine" "vm" {
          name                  = "vm"
          resource_group_name   = "app"
          location              = "westeurope"
          size                  = "Standard_B2s"
          admin_username        = "azureuser"
          network_interface_ids = ["/subscriptions/0000/resourceGroups/app/providers/Microsoft.Network/networkInterfaces/vm"]
          os_disk {
            caching              = "ReadWrite"
            storage_account_type = "Standard_LRS"
          }
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.Compute/virtualMachines",
            "apiVersion": "2026-03-01",
            "name": "vm",
            "location": "westeurope",
            "properties": {
              "osProfile": {
                "computerName": "vm",
                "adminUsername": "azureuser",
                "linuxConfiguration": { "disablePasswordAuthentication": false } #!
              }
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.Compute/virtualMachines",
            "apiVersion": "2026-03-01",
            "name": "vm",
            "location": "westeurope",
            "properties": {
              "osProfile": {
                "computerName": "vm",
                "adminUsername": "azureuser",
                "linuxConfiguration": { "disablePasswordAuthentication": true }
              }
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.Compute/virtualMachines",
          "apiVersion": "2026-03-01",
          "name": "vm",
          "location": "westeurope",
          "properties": {
            "osProfile": { "computerName": "vm", "adminUsername": "azureuser" }
          }
        }
      `,
    },
    bicep: {
      bad: [
        ex`
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
        `,
      ],
      good: [
        ex`
          resource vm 'Microsoft.Compute/virtualMachines@2026-03-01' = {
            name: 'vm'
            location: 'westeurope'
            properties: {
              osProfile: {
                computerName: 'vm'
                adminUsername: 'azureuser'
                linuxConfiguration: {
                  disablePasswordAuthentication: true
                }
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource vm 'Microsoft.Compute/virtualMachines@2026-03-01' = {
          name: 'vm'
          location: 'westeurope'
          properties: {
            osProfile: {
              computerName: 'vm'
              adminUsername: 'azureuser'
            }
          }
        }
      `,
    },
  },
});
