import { defineRule, type RuleContext } from '../../model';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [vaults, settings, path] = tf
    ? ['azurerm_key_vault', 'azurerm_monitor_diagnostic_setting', 'target_resource_id']
    : ['Microsoft.KeyVault/vaults', 'Microsoft.Insights/diagnosticSettings', 'scope'];
  for (const r of ctx.resources(vaults)) if (!ctx.referrers(r, [settings], path).length) ctx.report(r);
}

export const azureKeyVaultLogging = defineRule({
  id: 'IG-AZR-027',
  title: 'Key Vault access not logged',
  severity: 'MEDIUM',
  rationale:
    'Without a diagnostic setting, reads of secrets and keys leave no audit trail, so a leak cannot be traced or even noticed.',
  remediation:
    'Add a diagnostic setting for the vault (`azurerm_monitor_diagnostic_setting`, `Microsoft.Insights/diagnosticSettings` scoped to it) sending the `audit` category group to Log Analytics.',
  checks: { terraform: check, bicep: check },
  formats: ['terraform-azurerm', 'bicep'],
});
