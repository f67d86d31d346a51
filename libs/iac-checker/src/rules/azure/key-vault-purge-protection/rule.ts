import { defineRule, type RuleContext } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.KeyVault/vaults'], 'properties.enablePurgeProtection', isFalse, { omitted: true });

export const azureKeyVaultPurgeProtection = defineRule({
  id: 'IG-AZR-009',
  title: 'Key Vault without purge protection',
  severity: 'MEDIUM',
  rationale:
    'Without purge protection, a deleted vault or key can be purged at once, destroying the keys that encrypt other data for good; with it, deletion waits out the retention period.',
  remediation: 'Set `purge_protection_enabled = true` (`enablePurgeProtection: true`).',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_key_vault'], 'purge_protection_enabled', isFalse, { omitted: true }),
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
