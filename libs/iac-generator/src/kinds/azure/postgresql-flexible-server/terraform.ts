import { block, expr } from '../../../model/hcl';
import { DATABASE_PART, partName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { flexibleSkuName } from '../settings';
import { globalName, placed, privateDnsZone, tags, tenant } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_postgresql_flexible_server',
  write: (c, x) => {
    const { replicaOf, version, sku, storageMb, backupDays, privateEndpoint, dnsZone, haMode, geoBackup } = decide(c);
    x.primary(
      c,
      {
        name: globalName(c, x, 60, 'label'),
        ...placed(c, x),
        version,
        sku_name: flexibleSkuName(sku),
        create_mode: replicaOf ? 'Replica' : undefined,
        source_server_id: replicaOf ? x.ref(replicaOf) : undefined,
        storage_mb: storageMb,
        backup_retention_days: backupDays,
        geo_redundant_backup_enabled: geoBackup,
        delegated_subnet_id: privateEndpoint ? undefined : x.ref(c.ref.subnet as Component),
        private_dns_zone_id: privateEndpoint
          ? undefined
          : replicaOf
            ? expr(`azurerm_private_dns_zone.${replicaOf.id}.id`)
            : privateDnsZone(c, x, dnsZone),
        public_network_access_enabled: false,
        zone: '1',
        authentication: replicaOf
          ? undefined
          : block({
              active_directory_auth_enabled: true,
              password_auth_enabled: false,
              tenant_id: tenant(x),
            }),
        high_availability: haMode ? block({ mode: haMode }) : undefined,
        tags: tags(c),
      },
      'Private (VNet-integrated), Entra ID sign-in only: there is no password to leak.',
    );
    if (!replicaOf)
      x.resource('azurerm_postgresql_flexible_server_database', c.id, {
        // The database named inside the server, else one called app.
        name: partName(c, DATABASE_PART) ?? 'app',
        server_id: x.ref(c),
        charset: 'UTF8',
        collation: 'en_US.utf8',
      });
  },
};
