import { defineRule, ex, type RuleContext } from '../model';
import { flagAll, isFalse } from '../helpers/settings';
import { arm } from './template';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.Storage/storageAccounts'], 'properties.supportsHttpsTrafficOnly', isFalse);

export const azureStorageHttpsOnly = defineRule({
  id: 'IG-AZR-007',
  title: 'Storage account accepts plain HTTP',
  severity: 'HIGH',
  rationale: 'With HTTPS-only off, blobs, queues and shared keys or SAS tokens can travel over unencrypted HTTP.',
  remediation:
    'Set `https_traffic_only_enabled = true` (`supportsHttpsTrafficOnly: true`); it is the default, so remove any `false`.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_storage_account'], 'https_traffic_only_enabled', isFalse),
    arm: azure,
    bicep: azure,
  },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_storage_account" "data" {
            name                       = "acmedata"
            resource_group_name        = "app"
            location                   = "westeurope"
            account_tier               = "Standard"
            account_replication_type   = "LRS"
            https_traffic_only_enabled = false #!
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_storage_account" "data" {
            name                       = "acmedata"
            resource_group_name        = "app"
            location                   = "westeurope"
            account_tier               = "Standard"
            account_replication_type   = "LRS"
            https_traffic_only_enabled = true
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_storage_account" "data" {
          name                     = "acmedata"
          resource_group_name      = "app"
          location                 = "westeurope"
          account_tier             = "Standard"
          account_replication_type = "LRS"
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.Storage/storageAccounts",
            "apiVersion": "2026-04-01",
            "name": "acmedata",
            "location": "westeurope",
            "sku": { "name": "Standard_LRS" },
            "kind": "StorageV2",
            "properties": {
              "supportsHttpsTrafficOnly": false #!
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.Storage/storageAccounts",
            "apiVersion": "2026-04-01",
            "name": "acmedata",
            "location": "westeurope",
            "sku": { "name": "Standard_LRS" },
            "kind": "StorageV2",
            "properties": {
              "supportsHttpsTrafficOnly": true
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.Storage/storageAccounts",
          "apiVersion": "2026-04-01",
          "name": "acmedata",
          "location": "westeurope",
          "sku": { "name": "Standard_LRS" },
          "kind": "StorageV2"
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          resource st 'Microsoft.Storage/storageAccounts@2026-04-01' = {
            name: 'acmedata'
            location: 'westeurope'
            sku: {
              name: 'Standard_LRS'
            }
            kind: 'StorageV2'
            properties: {
              supportsHttpsTrafficOnly: false #!
            }
          }
        `,
      ],
      good: [
        ex`
          resource st 'Microsoft.Storage/storageAccounts@2026-04-01' = {
            name: 'acmedata'
            location: 'westeurope'
            sku: {
              name: 'Standard_LRS'
            }
            kind: 'StorageV2'
            properties: {
              supportsHttpsTrafficOnly: true
            }
          }
        `,
      ],
      omitted: ex`
        resource st 'Microsoft.Storage/storageAccounts@2026-04-01' = {
          name: 'acmedata'
          location: 'westeurope'
          sku: {
            name: 'Standard_LRS'
          }
          kind: 'StorageV2'
        }
      `,
    },
  },
});
