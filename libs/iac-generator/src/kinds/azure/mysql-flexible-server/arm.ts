import { DATABASE_PART, partName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { armDnsZone } from '../arm/data';
import { azName } from '../common';
import { decide } from './decide';
import { statedName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) => {
    const {
      sku,
      version,
      admin,
      storageGb,
      backupDays,
      haMode,
      geoBackup,
      privateEndpoint,
      dnsZone,
      charset,
      collation,
    } = decide(c);
    const name = statedName(c, 60, 'label') ?? x.unique(`mysql-${azName(c, 40)}`, '-');
    x.resource(c, 'Microsoft.DBforMySQL/flexibleServers', '2023-06-30', {
      name,
      location: x.location(),
      sku,
      properties: {
        version,
        administratorLogin: admin,
        administratorLoginPassword: x.param('mysqlAdminPassword', {
          type: 'securestring',
          description: 'MySQL admin password (supply from Key Vault; no default)',
        }),
        storage: { storageSizeGB: storageGb, autoGrow: 'Enabled' },
        backup: {
          backupRetentionDays: backupDays,
          geoRedundantBackup: geoBackup ? 'Enabled' : 'Disabled',
        },
        highAvailability: haMode ? { mode: haMode } : undefined,
        network: privateEndpoint
          ? { publicNetworkAccess: 'Disabled' }
          : {
              delegatedSubnetResourceId: x.ref(x.symbol(c.ref.subnet as Component)),
              privateDnsZoneResourceId: armDnsZone(c, x, dnsZone),
            },
      },
    });
    // The database named inside the server ("database 'inventory'"), as its child.
    const db = partName(c, DATABASE_PART);
    if (db)
      x.resource(x.symbol(c, 'db'), 'Microsoft.DBforMySQL/flexibleServers/databases', '2023-06-30', {
        name: x.child(name, db),
        properties: { charset, collation: collation ?? `${charset}_general_ci` },
        dependsOn: [x.symbol(c)],
      });
  },
};
