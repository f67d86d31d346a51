import { defineRule, ex, type RuleContext } from '../model';
import { arm } from './template';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const types = tf
    ? ['azurerm_postgresql_flexible_server_configuration', 'azurerm_mysql_flexible_server_configuration']
    : [
        'Microsoft.DBforPostgreSQL/flexibleServers/configurations',
        'Microsoft.DBforMySQL/flexibleServers/configurations',
      ];
  for (const r of ctx.resources(...types)) {
    const name = r.body.get('name')?.value();
    if (typeof name !== 'string' || name.split('/').pop() !== 'require_secure_transport') continue;
    const value = tf ? r.body.get('value') : r.body.get('properties')?.get('value');
    const v = value?.value();
    if (value && typeof v === 'string' && /^(off|false|0)$/i.test(v)) ctx.report(r, value);
  }
}

export const azureDatabaseSecureTransport = defineRule({
  id: 'IG-AZR-014',
  title: 'Database accepts unencrypted connections',
  severity: 'HIGH',
  rationale:
    'With `require_secure_transport` off, clients may connect without TLS and send credentials and data in the clear.',
  remediation:
    'Leave `require_secure_transport` at `ON` (remove the configuration that turns it off) and connect with TLS.',
  checks: { terraform: check, arm: check, bicep: check },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_mysql_flexible_server_configuration" "tls" {
            name                = "require_secure_transport"
            resource_group_name = "app"
            server_name         = "acme-mysql"
            value               = "OFF" #!
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_postgresql_flexible_server_configuration" "tls" {
            name      = "require_secure_transport"
            server_id = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.DBforPostgreSQL/flexibleServers/acme-db"
            value     = "ON"
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_mysql_flexible_server_configuration" "timeout" {
          name                = "wait_timeout"
          resource_group_name = "app"
          server_name         = "acme-mysql"
          value               = "600"
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.DBforPostgreSQL/flexibleServers/configurations",
            "apiVersion": "2025-08-01",
            "name": "acme-db/require_secure_transport",
            "properties": {
              "value": "off", #!
              "source": "user-override"
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.DBforPostgreSQL/flexibleServers/configurations",
            "apiVersion": "2025-08-01",
            "name": "acme-db/require_secure_transport",
            "properties": {
              "value": "on",
              "source": "user-override"
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.DBforPostgreSQL/flexibleServers/configurations",
          "apiVersion": "2025-08-01",
          "name": "acme-db/log_connections",
          "properties": {
            "value": "on",
            "source": "user-override"
          }
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          resource tls 'Microsoft.DBforMySQL/flexibleServers/configurations@2024-12-30' = {
            name: 'acme-mysql/require_secure_transport'
            properties: {
              value: 'OFF' #!
              source: 'user-override'
            }
          }
        `,
      ],
      good: [
        ex`
          resource tls 'Microsoft.DBforMySQL/flexibleServers/configurations@2024-12-30' = {
            name: 'acme-mysql/require_secure_transport'
            properties: {
              value: 'ON'
              source: 'user-override'
            }
          }
        `,
      ],
      omitted: ex`
        resource timeout 'Microsoft.DBforMySQL/flexibleServers/configurations@2024-12-30' = {
          name: 'acme-mysql/wait_timeout'
          properties: {
            value: '600'
            source: 'user-override'
          }
        }
      `,
    },
  },
});
