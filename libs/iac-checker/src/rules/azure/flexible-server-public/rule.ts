import { defineRule, type RuleContext } from '../../model';
import { asBool, at } from '../../view/node';

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

export const azureFlexibleServerPublic = defineRule({
  id: 'IG-AZR-013',
  title: 'PostgreSQL or MySQL server reachable from the internet',
  severity: 'HIGH',
  rationale:
    'A flexible server with public network access has an internet endpoint; its firewall rules are then all that stands between the data and the world.',
  remediation:
    'Deploy the server into a delegated subnet (`delegated_subnet_id` with a private DNS zone), or use a private endpoint and set `public_network_access_enabled = false`.',
  checks: { terraform: check, arm: check, bicep: check },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
