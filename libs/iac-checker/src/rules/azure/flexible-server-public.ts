import { defineRule, ex, type RuleContext } from '../model';
import { asBool, at } from '../view/node';
import { arm } from './template';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const types = tf
    ? ['azurerm_postgresql_flexible_server', 'azurerm_mysql_flexible_server']
    : ['Microsoft.DBforPostgreSQL/flexibleServers', 'Microsoft.DBforMySQL/flexibleServers'];
  const [publicKey, subnetKey] = tf
    ? ['public_network_access_enabled', 'delegated_subnet_id']
    : ['properties.network.publicNetworkAccess', 'properties.network.delegatedSubnetResourceId'];
  for (const r of ctx.resources(...types)) {
    const pub = at(r.body, publicKey);
    const v = pub?.value();
    if (pub) {
      if (asBool(v) === true || v === 'Enabled') ctx.report(r, pub);
      // A server in a delegated subnet has no public endpoint; without one it is public unless turned off.
    } else if (!at(r.body, subnetKey)) ctx.report(r);
  }
}

export const azureFlexibleServerPublic = defineRule({
  id: 'IG-AZR-013',
  title: 'PostgreSQL or MySQL server reachable from the internet',
  severity: 'HIGH',
  rationale:
    'A flexible server with public network access has an internet endpoint; its firewall rules are then all that stands between the data and the world.',
  remediation:
    'Deploy the server into a delegated subnet (`delegated_subnet_id` with a private DNS zone), or use a private endpoint and set `public_network_access_enabled = false`.',
  checks: { terraform: check, arm: check, bicep: check },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_postgresql_flexible_server" "db" {
            name                          = "acme-db"
            resource_group_name           = "app"
            location                      = "westeurope"
            version                       = "16"
            sku_name                      = "B_Standard_B1ms"
            public_network_access_enabled = true #!
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_postgresql_flexible_server" "db" {
            name                          = "acme-db"
            resource_group_name           = "app"
            location                      = "westeurope"
            version                       = "16"
            sku_name                      = "B_Standard_B1ms"
            delegated_subnet_id           = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Network/virtualNetworks/main/subnets/db"
            private_dns_zone_id           = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Network/privateDnsZones/acme.postgres.database.azure.com"
            public_network_access_enabled = false
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_mysql_flexible_server" "db" { #!
          name                = "acme-mysql"
          resource_group_name = "app"
          location            = "westeurope"
          sku_name            = "B_Standard_B1ms"
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.DBforPostgreSQL/flexibleServers",
            "apiVersion": "2025-08-01",
            "name": "acme-db",
            "location": "westeurope",
            "properties": {
              "version": "16",
              "network": { "publicNetworkAccess": "Enabled" } #!
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.DBforPostgreSQL/flexibleServers",
            "apiVersion": "2025-08-01",
            "name": "acme-db",
            "location": "westeurope",
            "properties": {
              "version": "16",
              "network": { "publicNetworkAccess": "Disabled" }
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.DBforPostgreSQL/flexibleServers", #!
          "apiVersion": "2025-08-01",
          "name": "acme-db",
          "location": "westeurope",
          "properties": {
            "version": "16"
          }
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          resource db 'Microsoft.DBforMySQL/flexibleServers@2024-12-30' = {
            name: 'acme-mysql'
            location: 'westeurope'
            properties: {
              version: '8.0.21'
              network: {
                publicNetworkAccess: 'Enabled' #!
              }
            }
          }
        `,
      ],
      good: [
        ex`
          resource db 'Microsoft.DBforMySQL/flexibleServers@2024-12-30' = {
            name: 'acme-mysql'
            location: 'westeurope'
            properties: {
              version: '8.0.21'
              network: {
                delegatedSubnetResourceId: resourceId('Microsoft.Network/virtualNetworks/subnets', 'main', 'db')
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource db 'Microsoft.DBforMySQL/flexibleServers@2024-12-30' = { #!
          name: 'acme-mysql'
          location: 'westeurope'
          properties: {
            version: '8.0.21'
          }
        }
      `,
    },
  },
});
