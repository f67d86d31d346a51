import { defineRule, ex } from '../model';
import { azureInbound, reportOpen } from '../helpers/network';
import { arm } from './template';

export const azureNsgAllPortsOpen = defineRule({
  id: 'IG-AZR-003',
  title: 'Every port open to the internet',
  severity: 'CRITICAL',
  rationale:
    'A rule allowing any port from any address puts every service on the subnet in reach of the whole internet.',
  remediation: 'Allow only the ports the service needs, from the addresses that need them.',
  checks: {
    terraform: (ctx) => reportOpen(ctx, azureInbound(ctx), 'all'),
    arm: (ctx) => reportOpen(ctx, azureInbound(ctx), 'all'),
    bicep: (ctx) => reportOpen(ctx, azureInbound(ctx), 'all'),
  },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_network_security_group" "open" {
            name                = "open"
            location            = "westeurope"
            resource_group_name = "app"
            security_rule {
              name                       = "any"
              priority                   = 100
              direction                  = "Inbound"
              access                     = "Allow"
              protocol                   = "*"
              source_port_range          = "*"
              destination_port_range     = "*"
              source_address_prefix      = "*" #!
              destination_address_prefix = "*"
            }
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_network_security_group" "web" {
            name                = "web"
            location            = "westeurope"
            resource_group_name = "app"
            security_rule {
              name                       = "https"
              priority                   = 100
              direction                  = "Inbound"
              access                     = "Allow"
              protocol                   = "Tcp"
              source_port_range          = "*"
              destination_port_range     = "443"
              source_address_prefix      = "*"
              destination_address_prefix = "*"
            }
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_network_security_group" "empty" {
          name                = "empty"
          location            = "westeurope"
          resource_group_name = "app"
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.Network/networkSecurityGroups/securityRules",
            "apiVersion": "2025-07-01",
            "name": "open/any",
            "properties": {
              "priority": 100,
              "direction": "Inbound",
              "access": "Allow",
              "protocol": "*",
              "sourceAddressPrefix": "*", #!
              "sourcePortRange": "*",
              "destinationAddressPrefix": "*",
              "destinationPortRange": "*"
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.Network/networkSecurityGroups/securityRules",
            "apiVersion": "2025-07-01",
            "name": "open/internal",
            "properties": {
              "priority": 100,
              "direction": "Inbound",
              "access": "Allow",
              "protocol": "*",
              "sourceAddressPrefix": "VirtualNetwork",
              "sourcePortRange": "*",
              "destinationAddressPrefix": "*",
              "destinationPortRange": "*"
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.Network/networkSecurityGroups",
          "apiVersion": "2025-07-01",
          "name": "empty",
          "location": "westeurope"
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          resource any 'Microsoft.Network/networkSecurityGroups/securityRules@2025-07-01' = {
            name: 'open/any'
            properties: {
              priority: 100
              direction: 'Inbound'
              access: 'Allow'
              protocol: 'Tcp'
              sourceAddressPrefix: 'Internet' #!
              sourcePortRange: '*'
              destinationAddressPrefix: '*'
              destinationPortRange: '0-65535'
            }
          }
        `,
      ],
      good: [
        ex`
          resource any 'Microsoft.Network/networkSecurityGroups/securityRules@2025-07-01' = {
            name: 'open/any'
            properties: {
              priority: 4096
              direction: 'Inbound'
              access: 'Deny'
              protocol: '*'
              sourceAddressPrefix: 'Internet'
              sourcePortRange: '*'
              destinationAddressPrefix: '*'
              destinationPortRange: '*'
            }
          }
        `,
      ],
      omitted: ex`
        resource nsg 'Microsoft.Network/networkSecurityGroups@2025-07-01' = {
          name: 'empty'
          location: 'westeurope'
        }
      `,
    },
  },
});
