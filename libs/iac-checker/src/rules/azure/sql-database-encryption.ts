import { defineRule, ex, type RuleContext } from '../model';
import { flagAll, oneOf, isFalse } from '../helpers/settings';
import { arm } from './template';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.Sql/servers/databases/transparentDataEncryption'], 'properties.state', oneOf('Disabled'));

export const azureSqlDatabaseEncryption = defineRule({
  id: 'IG-AZR-026',
  title: 'SQL database transparent data encryption turned off',
  severity: 'HIGH',
  rationale:
    'Transparent data encryption protects the database files, backups and logs at rest; turned off, they are stored in the clear.',
  remediation:
    "Leave transparent data encryption on (`transparent_data_encryption_enabled = true`, TDE `state: 'Enabled'`).",
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_mssql_database'], 'transparent_data_encryption_enabled', isFalse),
    arm: azure,
    bicep: azure,
  },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_mssql_database" "app" {
            name                                = "app"
            server_id                           = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Sql/servers/acme-sql"
            transparent_data_encryption_enabled = false #!
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_mssql_database" "app" {
            name                                = "app"
            server_id                           = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Sql/servers/acme-sql"
            transparent_data_encryption_enabled = true
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_mssql_database" "app" {
          name      = "app"
          server_id = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Sql/servers/acme-sql"
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.Sql/servers/databases/transparentDataEncryption",
            "apiVersion": "2025-01-01",
            "name": "acme-sql/app/current",
            "properties": { "state": "Disabled" } #!
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.Sql/servers/databases/transparentDataEncryption",
            "apiVersion": "2025-01-01",
            "name": "acme-sql/app/current",
            "properties": { "state": "Enabled" }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.Sql/servers/databases",
          "apiVersion": "2025-01-01",
          "name": "acme-sql/app",
          "location": "westeurope"
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          resource tde 'Microsoft.Sql/servers/databases/transparentDataEncryption@2025-01-01' = {
            name: 'acme-sql/app/current'
            properties: {
              state: 'Disabled' #!
            }
          }
        `,
      ],
      good: [
        ex`
          resource tde 'Microsoft.Sql/servers/databases/transparentDataEncryption@2025-01-01' = {
            name: 'acme-sql/app/current'
            properties: {
              state: 'Enabled'
            }
          }
        `,
      ],
      omitted: ex`
        resource db 'Microsoft.Sql/servers/databases@2025-01-01' = {
          name: 'acme-sql/app'
          location: 'westeurope'
        }
      `,
    },
  },
});
