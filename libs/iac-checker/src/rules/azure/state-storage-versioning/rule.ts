import { type RuleContext } from '../../model';
import { STATE_NAME } from '../../aws/state-bucket-versioning/rule';
import { at } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  const backendAccounts = ctx.backends('azurerm').map((b) => b.get('storage_account_name')?.value());
  for (const r of ctx.resources('azurerm_storage_account')) {
    const name = r.identity;
    const isState =
      STATE_NAME.test(r.name) ||
      (typeof name === 'string' && (STATE_NAME.test(name) || backendAccounts.includes(name)));
    if (!isState) continue;
    const versioning = at(r.body, 'blob_properties.versioning_enabled');
    if (!versioning) ctx.report(r, at(r.body, 'blob_properties'));
    else if (versioning.value() === false) ctx.report(r, versioning);
  }
}

export const rule = codeRule(spec, { terraform: check });
