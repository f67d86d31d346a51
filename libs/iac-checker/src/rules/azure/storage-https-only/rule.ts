import { defineRule, type RuleContext } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.Storage/storageAccounts'], 'properties.supportsHttpsTrafficOnly', isFalse);

export const azureStorageHttpsOnly = defineRule({
  id: 'IG-AZR-007',
  title: 'Storage account accepts plain HTTP',
  severity: 'HIGH',
  rationale: 'With HTTPS-only off, blobs, queues and shared keys or SAS tokens can travel over unencrypted HTTP.',
  remediation:
    'Set `https_traffic_only_enabled = true` (`supportsHttpsTrafficOnly: true`); it is the default, so remove any `false`.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_storage_account'], 'https_traffic_only_enabled', isFalse),
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
