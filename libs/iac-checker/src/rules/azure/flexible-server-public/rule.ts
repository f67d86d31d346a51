import { type RuleContext } from '../../model';
import { asBool, at } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const types = tf
    ? ['azurerm_postgresql_flexible_server', 'azurerm_mysql_flexible_server']
    : ['Microsoft.DBforPostgreSQL/flexibleServers', 'Microsoft.DBforMySQL/flexibleServers'];
  const [publicKey, subnetKey] = tf
    ? ['public_network_access_enabled', 'delegated_subnet_id']
    : ['properties.network.publicNetworkAccess', 'properties.network.delegatedSubnetResourceId'];
  for (const r of ctx.resources(...types)) {
    const pub = at(r.body, publicKey);
    const v = pub?.value();
    if (pub) {
      if (asBool(v) === true || v === 'Enabled') ctx.report(r, pub);
      // A server in a delegated subnet has no public endpoint; without one it is public unless turned off.
    } else if (!at(r.body, subnetKey)) ctx.report(r);
  }
}

export const rule = codeRule(spec, { terraform: check, arm: check, bicep: check });
