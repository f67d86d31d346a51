import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { armDnsZone } from '../arm/data';
import { azName } from '../common';
import { flexibleSku, zoneRedundant } from '../settings';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.resource(c, 'Microsoft.DBforMySQL/flexibleServers', '2023-06-30', {
      name: x.unique(`mysql-${azName(c, 40)}`, '-'),
      location: x.location(),
      sku: flexibleSku(c, true),
      properties: {
        version: c.attrs.version?.startsWith('5.7') ? '5.7' : '8.0.21',
        administratorLogin: 'dbadmin',
        administratorLoginPassword: x.param('mysqlAdminPassword', {
          type: 'securestring',
          description: 'MySQL admin password (supply from Key Vault; no default)',
        }),
        storage: { storageSizeGB: Math.max(20, c.attrs.storageGb ?? 32), autoGrow: 'Enabled' },
        backup: {
          backupRetentionDays: Math.min(35, Math.max(1, c.attrs.retentionDays ?? 14)),
          geoRedundantBackup: 'Enabled',
        },
        highAvailability: zoneRedundant(c, flexibleSku(c, true)) ? { mode: 'ZoneRedundant' } : undefined,
        network: c.config.privateEndpoint
          ? { publicNetworkAccess: 'Disabled' }
          : {
              delegatedSubnetResourceId: x.ref(x.symbol(c.ref.subnet as Component)),
              privateDnsZoneResourceId: armDnsZone(c, x, 'privatelink.mysql.database.azure.com'),
            },
      },
    });
  },
};
