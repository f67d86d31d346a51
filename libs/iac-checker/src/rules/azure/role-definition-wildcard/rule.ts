import { type RuleContext } from '../../model';
import { asStrings, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  for (const r of ctx.resources(tf ? 'azurerm_role_definition' : 'Microsoft.Authorization/roleDefinitions')) {
    const permissions = tf ? r.body.list('permissions') : (r.body.get('properties')?.list('permissions') ?? []);
    for (const p of permissions) {
      const actions = p.get('actions');
      const list = asStrings(actions?.value());
      if (actions && list !== UNKNOWN && list.includes('*')) ctx.report(r, actions);
    }
  }
}

export const rule = codeRule(spec, { terraform: check, arm: check, bicep: check });
