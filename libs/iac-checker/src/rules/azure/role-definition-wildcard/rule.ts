import { defineRule, type RuleContext } from '../../model';
import { asStrings, UNKNOWN } from '../../view/node';

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

export const azureRoleDefinitionWildcard = defineRule({
  id: 'IG-AZR-023',
  title: 'Custom role allows every action',
  severity: 'CRITICAL',
  rationale:
    'A custom role with `actions = ["*"]` is an Owner in disguise: whoever holds it can change anything in its scope, including who has access.',
  remediation:
    'List the provider operations the role needs (`Microsoft.Storage/storageAccounts/read`, ...), or use a built-in role with less reach.',
  checks: { terraform: check, arm: check, bicep: check },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
