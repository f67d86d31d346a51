import { defineRule, ex, type RuleContext } from '../model';
import { flagAll, oneOf } from '../helpers/settings';
import { arm } from './template';

const azure = (ctx: RuleContext) =>
  flagAll(
    ctx,
    ['Microsoft.Storage/storageAccounts/blobServices/containers'],
    'properties.publicAccess',
    oneOf('Blob', 'Container'),
  );

export const azureBlobContainerPublic = defineRule({
  id: 'IG-AZR-005',
  title: 'Blob container readable by anyone',
  severity: 'CRITICAL',
  rationale:
    'A container with `blob` or `container` access serves its files (and with `container`, the list of them) to anyone on the internet, without any credential.',
  remediation:
    'Set `container_access_type = "private"` (`publicAccess: \'None\'`) and hand out time-limited SAS links or serve through a CDN with private origin access.',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['azurerm_storage_container'], 'container_access_type', oneOf('blob', 'container')),
    arm: azure,
    bicep: azure,
  },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_storage_container" "files" {
            name                  = "files"
            storage_account_id    = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Storage/storageAccounts/acmedata"
            container_access_type = "container" #!
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_storage_container" "files" {
            name                  = "files"
            storage_account_id    = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Storage/storageAccounts/acmedata"
            container_access_type = "private"
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_storage_container" "files" {
          name               = "files"
          storage_account_id = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Storage/storageAccounts/acmedata"
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.Storage/storageAccounts/blobServices/containers",
            "apiVersion": "2026-04-01",
            "name": "acmedata/default/files",
            "properties": {
              "publicAccess": "Blob" #!
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.Storage/storageAccounts/blobServices/containers",
            "apiVersion": "2026-04-01",
            "name": "acmedata/default/files",
            "properties": {
              "publicAccess": "None"
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.Storage/storageAccounts/blobServices/containers",
          "apiVersion": "2026-04-01",
          "name": "acmedata/default/files"
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          resource files 'Microsoft.Storage/storageAccounts/blobServices/containers@2026-04-01' = {
            name: 'acmedata/default/files'
            properties: {
              publicAccess: 'Container' #!
            }
          }
        `,
      ],
      good: [
        ex`
          resource files 'Microsoft.Storage/storageAccounts/blobServices/containers@2026-04-01' = {
            name: 'acmedata/default/files'
            properties: {
              publicAccess: 'None'
            }
          }
        `,
      ],
      omitted: ex`
        resource files 'Microsoft.Storage/storageAccounts/blobServices/containers@2026-04-01' = {
          name: 'acmedata/default/files'
        }
      `,
    },
  },
});
