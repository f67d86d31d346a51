import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { decide } from './decide';
import { statedName } from '../naming';
import { allowedRanges } from '../firewall-rules';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { sku, tls, publicAccess, hns, versioning, softDeleteDays, containerSoftDeleteDays } = decide(c, x.plan);
    const allowed = allowedRanges(c);
    const name = statedName(c, 24, 'alnum') ?? x.unique(azName(c, 11).replace(/-/g, '') || 'st');
    x.resource(c, 'Microsoft.Storage/storageAccounts', '2023-01-01', {
      name,
      location: x.location(),
      kind: sku.kind,
      sku: { name: `${sku.tier}_${sku.replication.replace('-', '')}` },
      identity: { type: 'SystemAssigned' },
      tags: x.tags(c),
      properties: {
        accessTier: sku.accessTier,
        minimumTlsVersion: tls,
        supportsHttpsTrafficOnly: true,
        allowBlobPublicAccess: false,
        allowSharedKeyAccess: false,
        publicNetworkAccess: publicAccess ? 'Enabled' : 'Disabled',
        // Only the addresses its firewall was said to let in (and Azure's own services).
        networkAcls: allowed.length
          ? {
              defaultAction: 'Deny',
              bypass: 'AzureServices',
              ipRules: allowed.map((r) => ({ value: r.value, action: 'Allow' })),
            }
          : undefined,
        isHnsEnabled: hns,
        encryption: {
          requireInfrastructureEncryption: true,
          keySource: 'Microsoft.Storage',
          services: { blob: { enabled: true }, file: { enabled: true } },
        },
      },
    });
    x.resource(x.symbol(c, 'blob'), 'Microsoft.Storage/storageAccounts/blobServices', '2023-01-01', {
      name: x.child(name, 'default'),
      properties: {
        isVersioningEnabled: versioning,
        // The stated soft delete; else, as before, the stated retention (ARM writes no lifecycle policy of its own).
        deleteRetentionPolicy: {
          enabled: true,
          days: c.attrs.deletionWindowDays ? softDeleteDays : (c.attrs.retentionDays ?? 7),
        },
        containerDeleteRetentionPolicy: { enabled: true, days: containerSoftDeleteDays },
      },
      dependsOn: [x.symbol(c)],
    });
  },
};
