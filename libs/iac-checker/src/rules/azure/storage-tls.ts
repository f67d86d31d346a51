import { defineRule, ex, type RuleContext } from '../model';
import { flagAll, oneOf } from '../helpers/settings';
import { arm } from './template';

// The storage API reads a missing minimumTlsVersion as TLS 1.0.
const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.Storage/storageAccounts'], 'properties.minimumTlsVersion', oneOf('TLS1_0', 'TLS1_1'), {
    omitted: true,
  });

export const azureStorageTls = defineRule({
  id: 'IG-AZR-006',
  title: 'Storage account accepts TLS older than 1.2',
  severity: 'HIGH',
  rationale:
    'TLS 1.0 and 1.1 have known weaknesses; Azure retires them for storage, and clients still using them should fail rather than fall back.',
  remediation: 'Set `min_tls_version = "TLS1_2"` (`minimumTlsVersion: \'TLS1_2\'`).',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_storage_account'], 'min_tls_version', oneOf('TLS1_0', 'TLS1_1')),
    arm: azure,
    bicep: azure,
  },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_storage_account" "data" {
            name                     = "acmedata"
            resource_group_name      = "app"
            location                 = "westeurope"
            account_tier             = "Standard"
            account_replication_type = "LRS"
            min_tls_version          = "TLS1_0" #!
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_storage_account" "data" {
            name                     = "acmedata"
            resource_group_name      = "app"
            location                 = "westeurope"
            account_tier             = "Standard"
            account_replication_type = "LRS"
            min_tls_version          = "TLS1_2"
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
              "minimumTlsVersion": "TLS1_1" #!
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
              "minimumTlsVersion": "TLS1_2"
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.Storage/storageAccounts", #!
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
              minimumTlsVersion: 'TLS1_0' #!
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
              minimumTlsVersion: 'TLS1_2'
            }
          }
        `,
      ],
      omitted: ex`
        resource st 'Microsoft.Storage/storageAccounts@2026-04-01' = { #!
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
