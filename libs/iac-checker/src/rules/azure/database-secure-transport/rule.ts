import { type RuleContext } from '../../model';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

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

export const rule = codeRule(spec, { terraform: check, arm: check, bicep: check });
