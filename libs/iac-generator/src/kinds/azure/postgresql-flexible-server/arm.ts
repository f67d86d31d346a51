import { TENANT } from '../arm/data';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { armDnsZone } from '../arm/data';
import { azName } from '../common';
import { flexibleSku, flexibleStorageMb, zoneRedundant } from '../settings';

export const arm: ArmWriter = {
  write: (c, x) => {
    // A read replica copies its source's version, sign-in and data.
    const replicaOf = c.config.replica && c.attrs.readReplicas ? (c.ref.source as Component | undefined) : undefined;
    x.resource(c, 'Microsoft.DBforPostgreSQL/flexibleServers', '2022-12-01', {
      name: x.unique(`psql-${azName(c, 40)}`, '-'),
      location: x.location(),
      sku: flexibleSku(c),
      properties: {
        version: replicaOf ? undefined : (c.attrs.version?.split('.')[0] ?? '16'),
        createMode: replicaOf ? 'Replica' : undefined,
        sourceServerResourceId: replicaOf ? x.ref(x.symbol(replicaOf)) : undefined,
        storage: { storageSizeGB: flexibleStorageMb(c.attrs.storageGb) / 1024 },
        backup: {
          backupRetentionDays: Math.min(35, Math.max(7, c.attrs.retentionDays ?? 14)),
          geoRedundantBackup: 'Enabled',
        },
        network: c.config.privateEndpoint
          ? { publicNetworkAccess: 'Disabled' }
          : {
              delegatedSubnetResourceId: x.ref(x.symbol(c.ref.subnet as Component)),
              privateDnsZoneArmResourceId: replicaOf
                ? x.ref(x.symbol(replicaOf, 'dns'))
                : armDnsZone(c, x, 'privatelink.postgres.database.azure.com'),
            },
        authConfig: replicaOf
          ? undefined
          : { activeDirectoryAuth: 'Enabled', passwordAuth: 'Disabled', tenantId: TENANT },
        highAvailability: { mode: zoneRedundant(c, flexibleSku(c)) && !replicaOf ? 'ZoneRedundant' : 'Disabled' },
      },
    });
  },
};
