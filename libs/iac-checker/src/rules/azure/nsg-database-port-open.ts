import { defineRule, ex } from '../model';
import { azureInbound, DATABASE_PORTS, reportOpen } from '../helpers/network';
import { arm } from './template';

export const azureNsgDatabasePortOpen = defineRule({
  id: 'IG-AZR-002',
  title: 'Database or cache port open to the internet',
  severity: 'CRITICAL',
  rationale:
    'Database and cache ports open to any address invite password guessing and attacks on the engine itself; caches often need no password at all.',
  remediation:
    'Allow the port only from the application subnet (`VirtualNetwork` or its prefix), or use private endpoints.',
  checks: {
    terraform: (ctx) => reportOpen(ctx, azureInbound(ctx), DATABASE_PORTS),
    arm: (ctx) => reportOpen(ctx, azureInbound(ctx), DATABASE_PORTS),
    bicep: (ctx) => reportOpen(ctx, azureInbound(ctx), DATABASE_PORTS),
  },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_network_security_rule" "sql" {
            name                        = "sql"
            resource_group_name         = "app"
            network_security_group_name = "data"
            priority                    = 100
            direction                   = "Inbound"
            access                      = "Allow"
            protocol                    = "Tcp"
            source_port_range           = "*"
            destination_port_range      = "1433"
            source_address_prefixes     = ["0.0.0.0/0"] #!
            destination_address_prefix  = "*"
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_network_security_rule" "sql" {
            name                        = "sql"
            resource_group_name         = "app"
            network_security_group_name = "data"
            priority                    = 100
            direction                   = "Inbound"
            access                      = "Allow"
            protocol                    = "Tcp"
            source_port_range           = "*"
            destination_port_range      = "1433"
            source_address_prefix       = "VirtualNetwork"
            destination_address_prefix  = "*"
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_network_security_group" "data" {
          name                = "data"
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
            "name": "data/postgres",
            "properties": {
              "priority": 100,
              "direction": "Inbound",
              "access": "Allow",
              "protocol": "Tcp",
              "sourceAddressPrefix": "Internet", #!
              "sourcePortRange": "*",
              "destinationAddressPrefix": "*",
              "destinationPortRange": "5432"
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.Network/networkSecurityGroups/securityRules",
            "apiVersion": "2025-07-01",
            "name": "data/postgres",
            "properties": {
              "priority": 100,
              "direction": "Inbound",
              "access": "Deny",
              "protocol": "Tcp",
              "sourceAddressPrefix": "Internet",
              "sourcePortRange": "*",
              "destinationAddressPrefix": "*",
              "destinationPortRange": "5432"
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.Network/networkSecurityGroups",
          "apiVersion": "2025-07-01",
          "name": "data",
          "location": "westeurope"
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          resource nsg 'Microsoft.Network/networkSecurityGroups@2025-07-01' = {
            name: 'data'
            location: 'westeurope'
            properties: {
              securityRules: [
                {
                  name: 'redis'
                  properties: {
                    priority: 100
                    direction: 'Inbound'
                    access: 'Allow'
                    protocol: 'Tcp'
                    sourceAddressPrefix: '*' #!
                    sourcePortRange: '*'
                    destinationAddressPrefix: '*'
                    destinationPortRange: '6379'
                  }
                }
              ]
            }
          }
        `,
      ],
      good: [
        ex`
          resource nsg 'Microsoft.Network/networkSecurityGroups@2025-07-01' = {
            name: 'data'
            location: 'westeurope'
            properties: {
              securityRules: [
                {
                  name: 'redis'
                  properties: {
                    priority: 100
                    direction: 'Inbound'
                    access: 'Allow'
                    protocol: 'Tcp'
                    sourceAddressPrefix: '10.1.0.0/24'
                    sourcePortRange: '*'
                    destinationAddressPrefix: '*'
                    destinationPortRange: '6379'
                  }
                }
              ]
            }
          }
        `,
      ],
      omitted: ex`
        resource nsg 'Microsoft.Network/networkSecurityGroups@2025-07-01' = {
          name: 'data'
          location: 'westeurope'
        }
      `,
    },
  },
});
