import { type Component } from '../../../model/types';
import { flexibleHaMode, flexibleSku, flexibleStorageMb, geoBackup } from '../settings';

/** What the request's settings decide for a PostgreSQL flexible server, once for every format. */
export function decide(c: Component) {
  // A read replica copies its source's version, sign-in and data.
  const replicaOf = c.config.replica && c.attrs.readReplicas ? (c.ref.source as Component | undefined) : undefined;
  const sku = flexibleSku(c);
  return {
    replicaOf,
    version: replicaOf ? undefined : (c.attrs.version?.split('.')[0] ?? '16'),
    sku,
    storageMb: flexibleStorageMb(c.attrs.storageGb),
    backupDays: Math.min(35, Math.max(7, c.attrs.retentionDays ?? 14)),
    // Reached through a private endpoint, or injected into its own delegated subnet with a private DNS zone.
    privateEndpoint: !!c.config.privateEndpoint,
    dnsZone: 'privatelink.postgres.database.azure.com',
    geoBackup: geoBackup(c),
    haMode: replicaOf ? undefined : flexibleHaMode(c, sku),
  };
}
