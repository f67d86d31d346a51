import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { flexibleSku, flexibleSkuName, flexibleStorageMb, zoneRedundant } from '../settings';
import { globalName, placed, privateDnsZone, tags, tenant } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_postgresql_flexible_server',
  write: (c, x) => {
    // A read replica copies its source's version, sign-in and data.
    const replicaOf = c.config.replica && c.attrs.readReplicas ? (c.ref.source as Component | undefined) : undefined;
    x.primary(
      c,
      {
        name: globalName(c, x, 60),
        ...placed(c, x),
        version: replicaOf ? undefined : (c.attrs.version?.split('.')[0] ?? '16'),
        sku_name: flexibleSkuName(flexibleSku(c)),
        create_mode: replicaOf ? 'Replica' : undefined,
        source_server_id: replicaOf ? x.ref(replicaOf) : undefined,
        storage_mb: flexibleStorageMb(c.attrs.storageGb),
        backup_retention_days: Math.min(35, Math.max(7, c.attrs.retentionDays ?? 14)),
        geo_redundant_backup_enabled: true,
        // Reached through a private endpoint, or injected into its own delegated subnet.
        delegated_subnet_id: c.config.privateEndpoint ? undefined : x.ref(c.ref.subnet as Component),
        private_dns_zone_id: c.config.privateEndpoint
          ? undefined
          : replicaOf
            ? expr(`azurerm_private_dns_zone.${replicaOf.id}.id`)
            : privateDnsZone(c, x, 'privatelink.postgres.database.azure.com'),
        public_network_access_enabled: false,
        zone: '1',
        authentication: replicaOf
          ? undefined
          : block({
              active_directory_auth_enabled: true,
              password_auth_enabled: false,
              tenant_id: tenant(x),
            }),
        high_availability:
          zoneRedundant(c, flexibleSku(c)) && !replicaOf ? block({ mode: 'ZoneRedundant' }) : undefined,
        tags: tags(c),
      },
      'Private (VNet-integrated), Entra ID sign-in only: there is no password to leak.',
    );
    if (!replicaOf)
      x.resource('azurerm_postgresql_flexible_server_database', c.id, {
        name: 'app',
        server_id: x.ref(c),
        charset: 'UTF8',
        collation: 'en_US.utf8',
      });
  },
};
