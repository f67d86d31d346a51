import { type RuleContext } from '../../model';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [vaults, settings, path] = tf
    ? ['azurerm_key_vault', 'azurerm_monitor_diagnostic_setting', 'target_resource_id']
    : ['Microsoft.KeyVault/vaults', 'Microsoft.Insights/diagnosticSettings', 'scope'];
  for (const r of ctx.resources(vaults)) if (!ctx.referrers(r, [settings], path).length) ctx.report(r);
}

export const rule = codeRule(spec, { terraform: check, bicep: check });
