import { defineRule, ex } from '../model';
import { ADMIN_PORTS, azureInbound, reportOpen } from '../helpers/network';
import { arm } from './template';

export const azureNsgAdminPortOpen = defineRule({
  id: 'IG-AZR-001',
  title: 'Remote administration port open to the internet',
  severity: 'CRITICAL',
  rationale:
    'An inbound rule allowing SSH, RDP or WinRM from any address (`*`, `Internet`, `0.0.0.0/0`) exposes the machines to constant password guessing and exploit attempts.',
  remediation:
    'Allow the port only from known address ranges, or remove the rule and connect through Azure Bastion or just-in-time access.',
  checks: {
    terraform: (ctx) => reportOpen(ctx, azureInbound(ctx), ADMIN_PORTS),
    arm: (ctx) => reportOpen(ctx, azureInbound(ctx), ADMIN_PORTS),
    bicep: (ctx) => reportOpen(ctx, azureInbound(ctx), ADMIN_PORTS),
  },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_network_security_group" "web" {
            name                = "web"
            location            = "westeurope"
            resource_group_name = "app"
            security_rule {
              name                       = "ssh"
              priority                   = 100
              direction                  = "Inbound"
              access                     = "Allow"
              protocol                   = "Tcp"
              source_port_range          = "*"
              destination_port_range     = "22"
              source_address_prefix      = "*" #!
              destination_address_prefix = "*"
            }
          }
        `,
        ex`
          resource "azurerm_network_security_rule" "rdp" {
            name                        = "rdp"
            resource_group_name         = "app"
            network_security_group_name = "web"
            priority                    = 110
            direction                   = "Inbound"
            access                      = "Allow"
            protocol                    = "Tcp"
            source_port_range           = "*"
            destination_port_ranges     = ["3000-3999"]
            source_address_prefix       = "Internet" #!
            destination_address_prefix  = "*"
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_network_security_rule" "ssh" {
            name                        = "ssh"
            resource_group_name         = "app"
            network_security_group_name = "web"
            priority                    = 100
            direction                   = "Inbound"
            access                      = "Allow"
            protocol                    = "Tcp"
            source_port_range           = "*"
            destination_port_range      = "22"
            source_address_prefix       = "10.0.0.0/8"
            destination_address_prefix  = "*"
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_network_security_group" "web" {
          name                = "web"
          location            = "westeurope"
          resource_group_name = "app"
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.Network/networkSecurityGroups",
            "apiVersion": "2025-07-01",
            "name": "web",
            "location": "westeurope",
            "properties": {
              "securityRules": [
                {
                  "name": "ssh",
                  "properties": {
                    "priority": 100,
                    "direction": "Inbound",
                    "access": "Allow",
                    "protocol": "Tcp",
                    "sourceAddressPrefix": "*", #!
                    "sourcePortRange": "*",
                    "destinationAddressPrefix": "*",
                    "destinationPortRange": "22"
                  }
                }
              ]
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.Network/networkSecurityGroups/securityRules",
            "apiVersion": "2025-07-01",
            "name": "web/ssh",
            "properties": {
              "priority": 100,
              "direction": "Inbound",
              "access": "Allow",
              "protocol": "Tcp",
              "sourceAddressPrefix": "203.0.113.0/24",
              "sourcePortRange": "*",
              "destinationAddressPrefix": "*",
              "destinationPortRange": "22"
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.Network/networkSecurityGroups",
          "apiVersion": "2025-07-01",
          "name": "web",
          "location": "westeurope"
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          resource rdp 'Microsoft.Network/networkSecurityGroups/securityRules@2025-07-01' = {
            name: 'web/rdp'
            properties: {
              priority: 100
              direction: 'Inbound'
              access: 'Allow'
              protocol: '*'
              sourceAddressPrefix: '0.0.0.0/0' #!
              sourcePortRange: '*'
              destinationAddressPrefix: '*'
              destinationPortRange: '3389'
            }
          }
        `,
      ],
      good: [
        ex`
          resource https 'Microsoft.Network/networkSecurityGroups/securityRules@2025-07-01' = {
            name: 'web/https'
            properties: {
              priority: 100
              direction: 'Inbound'
              access: 'Allow'
              protocol: 'Tcp'
              sourceAddressPrefix: 'Internet'
              sourcePortRange: '*'
              destinationAddressPrefix: '*'
              destinationPortRange: '443'
            }
          }
        `,
      ],
      omitted: ex`
        resource nsg 'Microsoft.Network/networkSecurityGroups@2025-07-01' = {
          name: 'web'
          location: 'westeurope'
        }
      `,
    },
  },
});
