import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { decide } from './decide';
import { statedName } from '../naming';
import { allowedRanges } from '../firewall-rules';
import { lifecycleRule } from '../settings';

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
        // The stated soft delete, else 7 days: an age at which live blobs go is the lifecycle policy's
        // (below), never the soft-delete window, which Azure keeps to 1 to 365 days.
        deleteRetentionPolicy: { enabled: true, days: softDeleteDays },
        containerDeleteRetentionPolicy: { enabled: true, days: containerSoftDeleteDays },
      },
      dependsOn: [x.symbol(c)],
    });
    const rule = lifecycleRule(c);
    if (!rule) return;
    const after = (days?: number) => (days ? { daysAfterModificationGreaterThan: days } : undefined);
    x.resource(x.symbol(c, 'lifecycle'), 'Microsoft.Storage/storageAccounts/managementPolicies', '2023-01-01', {
      name: x.child(name, 'default'),
      properties: {
        policy: {
          rules: [
            {
              name: 'age-based',
              enabled: true,
              type: 'Lifecycle',
              definition: {
                filters: { blobTypes: ['blockBlob'] },
                actions: {
                  baseBlob: {
                    tierToCool: after(rule.cool),
                    tierToCold: after(rule.cold),
                    tierToArchive: after(rule.archive),
                    delete: after(rule.delete),
                  },
                  // Previous versions go the days stated after they were replaced.
                  version: rule.versions ? { delete: { daysAfterCreationGreaterThan: rule.versions } } : undefined,
                },
              },
            },
          ],
        },
      },
      dependsOn: [x.symbol(c)],
    });
  },
};
