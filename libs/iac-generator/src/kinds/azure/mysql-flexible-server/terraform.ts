import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { flexibleSku, flexibleSkuName, zoneRedundant } from '../settings';
import { globalName, placed, privateDnsZone, tags } from '../terraform/common';
import { passwordIn } from '../terraform/data';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_mysql_flexible_server',
  write: (c, x) => {
    x.primary(c, {
      name: globalName(c, x, 60),
      ...placed(c, x),
      administrator_login: 'dbadmin',
      administrator_password: passwordIn(c, x),
      version: c.attrs.version?.startsWith('5.7') ? '5.7' : '8.0.21',
      sku_name: flexibleSkuName(flexibleSku(c, true)),
      delegated_subnet_id: c.config.privateEndpoint ? undefined : x.ref(c.ref.subnet as Component),
      private_dns_zone_id: c.config.privateEndpoint
        ? undefined
        : privateDnsZone(c, x, 'privatelink.mysql.database.azure.com'),
      public_network_access: c.config.privateEndpoint ? 'Disabled' : undefined,
      backup_retention_days: Math.min(35, Math.max(1, c.attrs.retentionDays ?? 14)),
      geo_redundant_backup_enabled: true,
      zone: '1',
      high_availability: zoneRedundant(c, flexibleSku(c, true)) ? block({ mode: 'ZoneRedundant' }) : undefined,
      storage: block({ size_gb: Math.max(20, c.attrs.storageGb ?? 32), auto_grow_enabled: true }),
      tags: tags(c),
    });
    x.resource('azurerm_mysql_flexible_server_configuration', `${c.id}_tls`, {
      name: 'require_secure_transport',
      resource_group_name: x.ref(c.ref.group as Component, 'name'),
      server_name: x.ref(c, 'name'),
      value: 'ON',
    });
  },
};
