import { TENANT } from '../arm/data';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { decide } from './decide';
import { statedName } from '../naming';
import { allowedRanges } from '../firewall-rules';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { sku, softDeleteDays, publicAccess } = decide(c, x.plan);
    const allowed = allowedRanges(c);
    x.resource(c, 'Microsoft.KeyVault/vaults', '2023-07-01', {
      name: statedName(c, 24, 'label') ?? x.unique(azName(c, 10).replace(/-/g, '') || 'kv', '-'),
      location: x.location(),
      properties: {
        tenantId: TENANT,
        sku: { family: 'A', name: sku },
        enableRbacAuthorization: true,
        enablePurgeProtection: true,
        enableSoftDelete: true,
        softDeleteRetentionInDays: softDeleteDays,
        publicNetworkAccess: publicAccess ? 'Enabled' : 'Disabled',
        // Open with no addresses stated; else only those stated (or, closed, none) get through.
        networkAcls: {
          defaultAction: publicAccess && !allowed.length ? 'Allow' : 'Deny',
          bypass: 'AzureServices',
          ipRules: allowed.length ? allowed.map((r) => ({ value: r.value })) : undefined,
        },
      },
    });
  },
};
