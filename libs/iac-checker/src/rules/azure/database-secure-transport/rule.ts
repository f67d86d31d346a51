import { defineRule, type RuleContext } from '../../model';

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
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
