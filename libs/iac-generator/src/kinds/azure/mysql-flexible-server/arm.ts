import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { armDnsZone } from '../arm/data';
import { azName } from '../common';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.resource(c, 'Microsoft.DBforMySQL/flexibleServers', '2023-06-30', {
      name: x.unique(`mysql-${azName(c, 40)}`, '-'),
      location: x.location(),
      sku: d.sku,
      properties: {
        version: d.version,
        administratorLogin: d.admin,
        administratorLoginPassword: x.param('mysqlAdminPassword', {
          type: 'securestring',
          description: 'MySQL admin password (supply from Key Vault; no default)',
        }),
        storage: { storageSizeGB: d.storageGb, autoGrow: 'Enabled' },
        backup: {
          backupRetentionDays: d.backupDays,
          geoRedundantBackup: 'Enabled',
        },
        highAvailability: d.zoneRedundant ? { mode: 'ZoneRedundant' } : undefined,
        network: d.privateEndpoint
          ? { publicNetworkAccess: 'Disabled' }
          : {
              delegatedSubnetResourceId: x.ref(x.symbol(c.ref.subnet as Component)),
              privateDnsZoneResourceId: armDnsZone(c, x, d.dnsZone),
            },
      },
    });
  },
};
