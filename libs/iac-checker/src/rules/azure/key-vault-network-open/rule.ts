import { type RuleContext } from '../../model';
import { asBool, at } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

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

export const rule = codeRule(spec, { terraform: check, arm: check, bicep: check });
