import { defineRule, ex, type RuleContext } from '../model';
import { flagAll, oneOf } from '../helpers/settings';
import { arm } from './template';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.Cache/redis'], 'properties.minimumTlsVersion', oneOf('1.0', '1.1'));

export const azureRedisTls = defineRule({
  id: 'IG-AZR-016',
  title: 'Redis cache accepts TLS older than 1.2',
  severity: 'HIGH',
  rationale:
    'TLS 1.0 and 1.1 have known weaknesses; clients still using them should be made to upgrade rather than be accepted.',
  remediation: 'Set `minimum_tls_version = "1.2"` (`minimumTlsVersion: \'1.2\'`).',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_redis_cache'], 'minimum_tls_version', oneOf('1.0', '1.1')),
    arm: azure,
    bicep: azure,
  },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_redis_cache" "cache" {
            name                = "acme-cache"
            location            = "westeurope"
            resource_group_name = "app"
            capacity            = 1
            family              = "C"
            sku_name            = "Standard"
            minimum_tls_version = "1.0" #!
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_redis_cache" "cache" {
            name                = "acme-cache"
            location            = "westeurope"
            resource_group_name = "app"
            capacity            = 1
            family              = "C"
            sku_name            = "Standard"
            minimum_tls_version = "1.2"
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
              "minimumTlsVersion": "1.1" #!
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
              "minimumTlsVersion": "1.2"
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
              minimumTlsVersion: '1.0' #!
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
              minimumTlsVersion: '1.2'
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
