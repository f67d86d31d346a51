import { defineRule, ex, type RuleContext } from '../model';
import { flagAll, isTrue } from '../helpers/settings';
import { arm } from './template';

const azure = (ctx: RuleContext) => flagAll(ctx, ['Microsoft.Cache/redis'], 'properties.enableNonSslPort', isTrue);

export const azureRedisNonSslPort = defineRule({
  id: 'IG-AZR-015',
  title: 'Redis cache accepts unencrypted connections',
  severity: 'HIGH',
  rationale: 'The non-TLS port (6379) sends the access key and every cached value in the clear.',
  remediation: 'Set `non_ssl_port_enabled = false` (`enableNonSslPort: false`) and connect on port 6380 with TLS.',
  checks: {
    terraform: (ctx) => {
      flagAll(ctx, ['azurerm_redis_cache'], 'non_ssl_port_enabled', isTrue);
      flagAll(ctx, ['azurerm_redis_cache'], 'enable_non_ssl_port', isTrue);
    },
    arm: azure,
    bicep: azure,
  },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_redis_cache" "cache" {
            name                 = "acme-cache"
            location             = "westeurope"
            resource_group_name  = "app"
            capacity             = 1
            family               = "C"
            sku_name             = "Standard"
            non_ssl_port_enabled = true #!
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_redis_cache" "cache" {
            name                 = "acme-cache"
            location             = "westeurope"
            resource_group_name  = "app"
            capacity             = 1
            family               = "C"
            sku_name             = "Standard"
            non_ssl_port_enabled = false
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_redis_cache" "cache" {
          name                = "acme-cache"
          location            = "westeurope"
          resource_group_name = "app"
          capacity            = 1
          family              = "C"
          sku_name            = "Standard"
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.Cache/redis",
            "apiVersion": "2024-11-01",
            "name": "acme-cache",
            "location": "westeurope",
            "properties": {
              "sku": { "name": "Standard", "family": "C", "capacity": 1 },
              "enableNonSslPort": true #!
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.Cache/redis",
            "apiVersion": "2024-11-01",
            "name": "acme-cache",
            "location": "westeurope",
            "properties": {
              "sku": { "name": "Standard", "family": "C", "capacity": 1 },
              "enableNonSslPort": false
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.Cache/redis",
          "apiVersion": "2024-11-01",
          "name": "acme-cache",
          "location": "westeurope",
          "properties": {
            "sku": { "name": "Standard", "family": "C", "capacity": 1 }
          }
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          resource cache 'Microsoft.Cache/redis@2024-11-01' = {
            name: 'acme-cache'
            location: 'westeurope'
            properties: {
              sku: {
                name: 'Standard'
                family: 'C'
                capacity: 1
              }
              enableNonSslPort: true #!
            }
          }
        `,
      ],
      good: [
        ex`
          resource cache 'Microsoft.Cache/redis@2024-11-01' = {
            name: 'acme-cache'
            location: 'westeurope'
            properties: {
              sku: {
                name: 'Standard'
                family: 'C'
                capacity: 1
              }
              enableNonSslPort: false
            }
          }
        `,
      ],
      omitted: ex`
        resource cache 'Microsoft.Cache/redis@2024-11-01' = {
          name: 'acme-cache'
          location: 'westeurope'
          properties: {
            sku: {
              name: 'Standard'
              family: 'C'
              capacity: 1
            }
          }
        }
      `,
    },
  },
});
