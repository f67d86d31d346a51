import { defineRule, type RuleContext } from '../../model';
import { asBool, at } from '../../view/node';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [type, publicAccess, acl] = tf
    ? ['azurerm_storage_account', 'public_network_access_enabled', 'network_rules.default_action']
    : ['Microsoft.Storage/storageAccounts', 'properties.publicNetworkAccess', 'properties.networkAcls.defaultAction'];
  for (const r of ctx.resources(type)) {
    const pub = at(r.body, publicAccess)?.value();
    if (asBool(pub) === false || pub === 'Disabled') continue;
    if (tf && ctx.referrers(r, ['azurerm_storage_account_network_rules'], 'storage_account_id').length) continue;
    const action = at(r.body, acl);
    const v = action?.value();
    if (!action) ctx.report(r);
    else if (v === 'Allow') ctx.report(r, action);
  }
}

export const azureStorageNetworkOpen = defineRule({
  id: 'IG-AZR-008',
  title: 'Storage account reachable from every network',
  severity: 'MEDIUM',
  rationale:
    "Unless the firewall denies by default (or public network access is off), the account's endpoints answer any address, so a leaked key or SAS token works from anywhere.",
  remediation:
    'Set `public_network_access_enabled = false` with private endpoints, or `network_rules { default_action = "Deny" }` listing the networks allowed.',
  checks: { terraform: check, arm: check, bicep: check },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
