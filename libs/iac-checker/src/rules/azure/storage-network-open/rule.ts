import { type RuleContext } from '../../model';
import { asBool, at } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

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
  // The firewall written as its own resource (the account above is then not judged).
  if (tf)
    for (const r of ctx.resources('azurerm_storage_account_network_rules')) {
      const action = r.body.get('default_action');
      if (action?.value() === 'Allow') ctx.report(r, action);
    }
}

export const rule = codeRule(spec, { terraform: check, arm: check, bicep: check });
