import { type Component } from '../../../model/types';
import { flexibleHaMode, flexibleSku, geoBackup } from '../settings';

/** What the request's settings decide for a MySQL flexible server, once for every format. */
export function decide(c: Component) {
  const sku = flexibleSku(c, true);
  return {
    version: c.attrs.version?.startsWith('5.7') ? '5.7' : '8.0.21',
    sku,
    admin: 'dbadmin',
    storageGb: Math.max(20, c.attrs.storageGb ?? 32),
    backupDays: Math.min(35, Math.max(1, c.attrs.retentionDays ?? 14)),
    // Reached through a private endpoint, or injected into its own delegated subnet with a private DNS zone.
    privateEndpoint: !!c.config.privateEndpoint,
    dnsZone: 'privatelink.mysql.database.azure.com',
    geoBackup: geoBackup(c),
    haMode: flexibleHaMode(c, sku),
    // The database's character set and collation as stated ("utf8mb4 and utf8mb4_unicode_ci"), else utf8mb4's default.
    charset: c.attrs.charset ?? 'utf8mb4',
    collation:
      c.attrs.collation ?? (c.attrs.charset && c.attrs.charset !== 'utf8mb4' ? undefined : 'utf8mb4_0900_ai_ci'),
  };
}
