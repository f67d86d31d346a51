import { block } from '../../../model/hcl';
import { DATABASE_PART, partName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { flexibleSkuName } from '../settings';
import { globalName, placed, privateDnsZone, tags } from '../terraform/common';
import { passwordIn } from '../terraform/data';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_mysql_flexible_server',
  write: (c, x) => {
    const {
      admin,
      version,
      sku,
      privateEndpoint,
      dnsZone,
      backupDays,
      haMode,
      geoBackup,
      storageGb,
      charset,
      collation,
    } = decide(c);
    x.primary(c, {
      name: globalName(c, x, 60, 'label'),
      ...placed(c, x),
      administrator_login: admin,
      administrator_password: passwordIn(c, x),
      version,
      sku_name: flexibleSkuName(sku),
      delegated_subnet_id: privateEndpoint ? undefined : x.ref(c.ref.subnet as Component),
      private_dns_zone_id: privateEndpoint ? undefined : privateDnsZone(c, x, dnsZone),
      public_network_access: privateEndpoint ? 'Disabled' : undefined,
      backup_retention_days: backupDays,
      geo_redundant_backup_enabled: geoBackup,
      zone: '1',
      high_availability: haMode ? block({ mode: haMode }) : undefined,
      storage: block({ size_gb: storageGb, auto_grow_enabled: true }),
      tags: tags(c),
    });
    x.resource('azurerm_mysql_flexible_server_configuration', `${c.id}_tls`, {
      name: 'require_secure_transport',
      resource_group_name: x.ref(c.ref.group as Component, 'name'),
      server_name: x.ref(c, 'name'),
      value: 'ON',
    });
    // The database named inside the server ("database 'inventory'").
    const db = partName(c, DATABASE_PART);
    if (db)
      x.resource('azurerm_mysql_flexible_database', `${c.id}_db`, {
        name: db,
        resource_group_name: x.ref(c.ref.group as Component, 'name'),
        server_name: x.ref(c, 'name'),
        charset,
        collation: collation ?? `${charset}_general_ci`,
      });
  },
};
