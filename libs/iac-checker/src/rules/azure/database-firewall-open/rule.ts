import { type RuleContext } from '../../model';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

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

export const rule = codeRule(spec, { terraform: check, arm: check, bicep: check });
