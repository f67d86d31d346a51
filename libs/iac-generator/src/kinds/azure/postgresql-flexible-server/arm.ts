import { TENANT } from '../arm/data';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { armDnsZone } from '../arm/data';
import { azName } from '../common';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    const replicaOf = d.replicaOf;
    x.resource(c, 'Microsoft.DBforPostgreSQL/flexibleServers', '2022-12-01', {
      name: x.unique(`psql-${azName(c, 40)}`, '-'),
      location: x.location(),
      sku: d.sku,
      properties: {
        version: d.version,
        createMode: replicaOf ? 'Replica' : undefined,
        sourceServerResourceId: replicaOf ? x.ref(x.symbol(replicaOf)) : undefined,
        storage: { storageSizeGB: d.storageMb / 1024 },
        backup: {
          backupRetentionDays: d.backupDays,
          geoRedundantBackup: 'Enabled',
        },
        network: d.privateEndpoint
          ? { publicNetworkAccess: 'Disabled' }
          : {
              delegatedSubnetResourceId: x.ref(x.symbol(c.ref.subnet as Component)),
              privateDnsZoneArmResourceId: replicaOf ? x.ref(x.symbol(replicaOf, 'dns')) : armDnsZone(c, x, d.dnsZone),
            },
        authConfig: replicaOf
          ? undefined
          : { activeDirectoryAuth: 'Enabled', passwordAuth: 'Disabled', tenantId: TENANT },
        highAvailability: { mode: d.zoneRedundant ? 'ZoneRedundant' : 'Disabled' },
      },
    });
  },
};
