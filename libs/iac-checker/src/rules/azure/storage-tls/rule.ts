import { defineRule, type RuleContext } from '../../model';
import { flagAll, oneOf } from '../../helpers/settings';

// The storage API reads a missing minimumTlsVersion as TLS 1.0.
const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.Storage/storageAccounts'], 'properties.minimumTlsVersion', oneOf('TLS1_0', 'TLS1_1'), {
    omitted: true,
  });

export const azureStorageTls = defineRule({
  id: 'IG-AZR-006',
  title: 'Storage account accepts TLS older than 1.2',
  severity: 'HIGH',
  rationale:
    'TLS 1.0 and 1.1 have known weaknesses; Azure retires them for storage, and clients still using them should fail rather than fall back.',
  remediation: 'Set `min_tls_version = "TLS1_2"` (`minimumTlsVersion: \'TLS1_2\'`).',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_storage_account'], 'min_tls_version', oneOf('TLS1_0', 'TLS1_1')),
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
