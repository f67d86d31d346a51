import { defineRule, ex, type RuleContext } from '../model';
import { flagAll, oneOf } from '../helpers/settings';
import { arm } from './template';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.Sql/servers'], 'properties.minimalTlsVersion', oneOf('1.0', '1.1'));

export const azureSqlServerTls = defineRule({
  id: 'IG-AZR-012',
  title: 'SQL server accepts TLS older than 1.2',
  severity: 'HIGH',
  rationale:
    'Connections over TLS 1.0 or 1.1 can be weakened or read by an attacker on the path; Azure is retiring both for SQL.',
  remediation: 'Set `minimum_tls_version = "1.2"` (`minimalTlsVersion: \'1.2\'`).',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_mssql_server'], 'minimum_tls_version', oneOf('1.0', '1.1', 'Disabled')),
    arm: azure,
    bicep: azure,
  },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_mssql_server" "sql" {
            name                = "acme-sql"
            resource_group_name = "app"
            location            = "westeurope"
            version             = "12.0"
            minimum_tls_version = "1.0" #!
            azuread_administrator {
              login_username              = "dba"
              object_id                   = "00000000-0000-0000-0000-000000000000"
              azuread_authentication_only = true
            }
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_mssql_server" "sql" {
            name                = "acme-sql"
            resource_group_name = "app"
            location            = "westeurope"
            version             = "12.0"
            minimum_tls_version = "1.2"
            azuread_administrator {
              login_username              = "dba"
              object_id                   = "00000000-0000-0000-0000-000000000000"
              azuread_authentication_only = true
            }
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_mssql_server" "sql" {
          name                = "acme-sql"
          resource_group_name = "app"
          location            = "westeurope"
          version             = "12.0"
          azuread_administrator {
            login_username              = "dba"
            object_id                   = "00000000-0000-0000-0000-000000000000"
            azuread_authentication_only = true
          }
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.Sql/servers",
            "apiVersion": "2025-01-01",
            "name": "acme-sql",
            "location": "westeurope",
            "properties": {
              "minimalTlsVersion": "1.1" #!
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.Sql/servers",
            "apiVersion": "2025-01-01",
            "name": "acme-sql",
            "location": "westeurope",
            "properties": {
              "minimalTlsVersion": "1.2"
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.Sql/servers",
          "apiVersion": "2025-01-01",
          "name": "acme-sql",
          "location": "westeurope"
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          resource sql 'Microsoft.Sql/servers@2025-01-01' = {
            name: 'acme-sql'
            location: 'westeurope'
            properties: {
              minimalTlsVersion: '1.0' #!
            }
          }
        `,
      ],
      good: [
        ex`
          resource sql 'Microsoft.Sql/servers@2025-01-01' = {
            name: 'acme-sql'
            location: 'westeurope'
            properties: {
              minimalTlsVersion: '1.2'
            }
          }
        `,
      ],
      omitted: ex`
        resource sql 'Microsoft.Sql/servers@2025-01-01' = {
          name: 'acme-sql'
          location: 'westeurope'
        }
      `,
    },
  },
});
