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
  };
}
