import { TENANT } from '../arm/data';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { armDnsZone } from '../arm/data';
import { azName } from '../common';
import { decide } from './decide';
import { statedName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { replicaOf, sku, version, storageMb, backupDays, privateEndpoint, dnsZone, haMode, geoBackup } = decide(c);
    x.resource(c, 'Microsoft.DBforPostgreSQL/flexibleServers', '2022-12-01', {
      name: statedName(c, 60, 'label') ?? x.unique(`psql-${azName(c, 40)}`, '-'),
      location: x.location(),
      sku,
      properties: {
        version,
        createMode: replicaOf ? 'Replica' : undefined,
        sourceServerResourceId: replicaOf ? x.ref(x.symbol(replicaOf)) : undefined,
        storage: { storageSizeGB: storageMb / 1024 },
        backup: {
          backupRetentionDays: backupDays,
          geoRedundantBackup: geoBackup ? 'Enabled' : 'Disabled',
        },
        network: privateEndpoint
          ? { publicNetworkAccess: 'Disabled' }
          : {
              delegatedSubnetResourceId: x.ref(x.symbol(c.ref.subnet as Component)),
              privateDnsZoneArmResourceId: replicaOf ? x.ref(x.symbol(replicaOf, 'dns')) : armDnsZone(c, x, dnsZone),
            },
        authConfig: replicaOf
          ? undefined
          : { activeDirectoryAuth: 'Enabled', passwordAuth: 'Disabled', tenantId: TENANT },
        highAvailability: { mode: haMode ?? 'Disabled' },
      },
    });
  },
};
