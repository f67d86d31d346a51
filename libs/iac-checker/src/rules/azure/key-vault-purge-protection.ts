import { defineRule, ex, type RuleContext } from '../model';
import { flagAll, isFalse } from '../helpers/settings';
import { arm } from './template';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.KeyVault/vaults'], 'properties.enablePurgeProtection', isFalse, { omitted: true });

export const azureKeyVaultPurgeProtection = defineRule({
  id: 'IG-AZR-009',
  title: 'Key Vault without purge protection',
  severity: 'MEDIUM',
  rationale:
    'Without purge protection, a deleted vault or key can be purged at once, destroying the keys that encrypt other data for good; with it, deletion waits out the retention period.',
  remediation: 'Set `purge_protection_enabled = true` (`enablePurgeProtection: true`).',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_key_vault'], 'purge_protection_enabled', isFalse, { omitted: true }),
    arm: azure,
    bicep: azure,
  },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_key_vault" "main" {
            name                     = "acme-kv"
            location                 = "westeurope"
            resource_group_name      = "app"
            tenant_id                = "00000000-0000-0000-0000-000000000000"
            sku_name                 = "standard"
            purge_protection_enabled = false #!
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_key_vault" "main" {
            name                     = "acme-kv"
            location                 = "westeurope"
            resource_group_name      = "app"
            tenant_id                = "00000000-0000-0000-0000-000000000000"
            sku_name                 = "standard"
            purge_protection_enabled = true
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_key_vault" "main" { #!
          name                = "acme-kv"
          location            = "westeurope"
          resource_group_name = "app"
          tenant_id           = "00000000-0000-0000-0000-000000000000"
          sku_name            = "standard"
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.KeyVault/vaults",
            "apiVersion": "2026-02-01",
            "name": "acme-kv",
            "location": "westeurope",
            "properties": {
              "tenantId": "00000000-0000-0000-0000-000000000000",
              "sku": { "family": "A", "name": "standard" },
              "enablePurgeProtection": false #!
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.KeyVault/vaults",
            "apiVersion": "2026-02-01",
            "name": "acme-kv",
            "location": "westeurope",
            "properties": {
              "tenantId": "00000000-0000-0000-0000-000000000000",
              "sku": { "family": "A", "name": "standard" },
              "enablePurgeProtection": true
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.KeyVault/vaults",
          "apiVersion": "2026-02-01",
          "name": "acme-kv",
          "location": "westeurope",
          "properties": { #!
            "tenantId": "00000000-0000-0000-0000-000000000000",
            "sku": { "family": "A", "name": "standard" }
          }
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          resource kv 'Microsoft.KeyVault/vaults@2026-02-01' = {
            name: 'acme-kv'
            location: 'westeurope'
            properties: {
              tenantId: tenant().tenantId
              sku: {
                family: 'A'
                name: 'standard'
              }
              enablePurgeProtection: false #!
            }
          }
        `,
      ],
      good: [
        ex`
          resource kv 'Microsoft.KeyVault/vaults@2026-02-01' = {
            name: 'acme-kv'
            location: 'westeurope'
            properties: {
              tenantId: tenant().tenantId
              sku: {
                family: 'A'
                name: 'standard'
              }
              enablePurgeProtection: true
            }
          }
        `,
      ],
      omitted: ex`
        resource kv 'Microsoft.KeyVault/vaults@2026-02-01' = {
          name: 'acme-kv'
          location: 'westeurope'
          properties: { #!
            tenantId: tenant().tenantId
            sku: {
              family: 'A'
              name: 'standard'
            }
          }
        }
      `,
    },
  },
});
