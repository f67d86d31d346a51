import { defineRule, type RuleContext } from '../../model';
import { asBool, at } from '../../view/node';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [type, publicAccess, acl] = tf
    ? ['azurerm_key_vault', 'public_network_access_enabled', 'network_acls.default_action']
    : ['Microsoft.KeyVault/vaults', 'properties.publicNetworkAccess', 'properties.networkAcls.defaultAction'];
  for (const r of ctx.resources(type)) {
    const pub = at(r.body, publicAccess)?.value();
    if (asBool(pub) === false || pub === 'Disabled' || pub === 'disabled') continue;
    const action = at(r.body, acl);
    if (!action) ctx.report(r);
    else if (action.value() === 'Allow') ctx.report(r, action);
  }
}

export const azureKeyVaultNetworkOpen = defineRule({
  id: 'IG-AZR-010',
  title: 'Key Vault reachable from every network',
  severity: 'MEDIUM',
  rationale:
    'A vault that accepts connections from any network lets a stolen token read secrets from anywhere; network rules or private endpoints keep it to your networks.',
  remediation:
    'Set `network_acls { default_action = "Deny", bypass = "AzureServices" }` with the allowed ranges, or turn public network access off.',
  checks: { terraform: check, arm: check, bicep: check },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
