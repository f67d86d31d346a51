import { defineRule, ex, type RuleContext } from '../model';
import { arm } from './template';

/** A firewall range covering the whole IPv4 internet (0.0.0.0 to 0.0.0.0 means "Azure services" and is not this). */
const wholeInternet = (start: unknown, end: unknown) =>
  typeof start === 'string' && typeof end === 'string' && start === '0.0.0.0' && end === '255.255.255.255';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const types = tf
    ? [
        'azurerm_mssql_firewall_rule',
        'azurerm_postgresql_flexible_server_firewall_rule',
        'azurerm_mysql_flexible_server_firewall_rule',
      ]
    : [
        'Microsoft.Sql/servers/firewallRules',
        'Microsoft.DBforPostgreSQL/flexibleServers/firewallRules',
        'Microsoft.DBforMySQL/flexibleServers/firewallRules',
      ];
  for (const r of ctx.resources(...types)) {
    const body = tf ? r.body : r.body.get('properties');
    const start = body?.get(tf ? 'start_ip_address' : 'startIpAddress');
    const end = body?.get(tf ? 'end_ip_address' : 'endIpAddress');
    if (start && end && wholeInternet(start.value(), end.value())) ctx.report(r, start);
  }
}

export const azureDatabaseFirewallOpen = defineRule({
  id: 'IG-AZR-011',
  title: 'Database firewall open to the whole internet',
  severity: 'CRITICAL',
  rationale:
    'A firewall rule from 0.0.0.0 to 255.255.255.255 lets every address on the internet connect to the server and try credentials against it.',
  remediation:
    'Allow only the addresses that need the server, or use private access (VNet integration or a private endpoint) with no public firewall rule.',
  checks: { terraform: check, arm: check, bicep: check },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_postgresql_flexible_server_firewall_rule" "all" {
            name             = "all"
            server_id        = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.DBforPostgreSQL/flexibleServers/db"
            start_ip_address = "0.0.0.0" #!
            end_ip_address   = "255.255.255.255"
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_mssql_firewall_rule" "office" {
            name             = "office"
            server_id        = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Sql/servers/sql"
            start_ip_address = "203.0.113.10"
            end_ip_address   = "203.0.113.20"
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
            "type": "Microsoft.Sql/servers/firewallRules",
            "apiVersion": "2025-01-01",
            "name": "acme-sql/all",
            "properties": {
              "startIpAddress": "0.0.0.0", #!
              "endIpAddress": "255.255.255.255"
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.Sql/servers/firewallRules",
            "apiVersion": "2025-01-01",
            "name": "acme-sql/AllowAzureServices",
            "properties": {
              "startIpAddress": "0.0.0.0",
              "endIpAddress": "0.0.0.0"
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
          resource all 'Microsoft.DBforMySQL/flexibleServers/firewallRules@2024-12-30' = {
            name: 'acme-mysql/all'
            properties: {
              startIpAddress: '0.0.0.0' #!
              endIpAddress: '255.255.255.255'
            }
          }
        `,
      ],
      good: [
        ex`
          resource office 'Microsoft.DBforMySQL/flexibleServers/firewallRules@2024-12-30' = {
            name: 'acme-mysql/office'
            properties: {
              startIpAddress: '203.0.113.10'
              endIpAddress: '203.0.113.10'
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
