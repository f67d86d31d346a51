import { defineRule, ex, type RuleContext } from '../model';
import { flagAll, isTrue } from '../helpers/settings';
import { arm } from './template';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.Storage/storageAccounts'], 'properties.allowBlobPublicAccess', isTrue);

export const azureStoragePublicBlobs = defineRule({
  id: 'IG-AZR-004',
  title: 'Storage account lets containers be made public',
  severity: 'HIGH',
  rationale:
    'While the account allows public blob access, one container set to `blob` or `container` access publishes its files to anyone with the address; turning it off at the account level rules that out.',
  remediation:
    'Set `allow_nested_items_to_be_public = false` (`allowBlobPublicAccess: false`); serve public files through a CDN or SAS links instead.',
  checks: {
    // The azurerm provider allows public containers unless told otherwise.
    terraform: (ctx) =>
      flagAll(ctx, ['azurerm_storage_account'], 'allow_nested_items_to_be_public', isTrue, { omitted: true }),
    arm: azure,
    bicep: azure,
  },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_storage_account" "data" {
            name                            = "acmedata"
            resource_group_name             = "app"
            location                        = "westeurope"
            account_tier                    = "Standard"
            account_replication_type        = "LRS"
            allow_nested_items_to_be_public = true #!
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_storage_account" "data" {
            name                            = "acmedata"
            resource_group_name             = "app"
            location                        = "westeurope"
            account_tier                    = "Standard"
            account_replication_type        = "LRS"
            allow_nested_items_to_be_public = false
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_storage_account" "data" { #!
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
              "allowBlobPublicAccess": true #!
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
              "allowBlobPublicAccess": false
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
          param allowPublic bool = true

          resource st 'Microsoft.Storage/storageAccounts@2026-04-01' = {
            name: 'acmedata'
            location: 'westeurope'
            sku: {
              name: 'Standard_LRS'
            }
            kind: 'StorageV2'
            properties: {
              allowBlobPublicAccess: allowPublic #!
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
              allowBlobPublicAccess: false
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
