import { TENANT } from '../arm/data';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { namedTier } from '../settings';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.resource(c, 'Microsoft.KeyVault/vaults', '2023-07-01', {
      name: x.unique(azName(c, 10).replace(/-/g, '') || 'kv', '-'),
      location: x.location(),
      properties: {
        tenantId: TENANT,
        sku: { family: 'A', name: namedTier(c, ['standard', 'premium'], 'standard') },
        enableRbacAuthorization: true,
        enablePurgeProtection: true,
        enableSoftDelete: true,
        // A deleted vault stays recoverable 7 to 90 days; the longest when none is stated.
        softDeleteRetentionInDays: Math.min(90, Math.max(7, c.attrs.deletionWindowDays ?? 90)),
        publicNetworkAccess: c.attrs.flags.has('public') ? 'Enabled' : 'Disabled',
        networkAcls: { defaultAction: 'Deny', bypass: 'AzureServices' },
      },
    });
  },
};
