import { type Component } from '../../../model/types';
import { redisSku } from '../settings';

/** What the request's settings decide for an Azure Cache for Redis, once for every format. */
export function decide(c: Component) {
  const sku = redisSku(c);
  return {
    sku,
    // Clustering (shards) is a Premium feature.
    shards: sku.name === 'Premium' ? c.attrs.shards : undefined,
    // Availability zones are a Premium feature too: the zones stated, all three for "zone redundant".
    zones: sku.name === 'Premium' ? premiumZones(c) : undefined,
    version: c.attrs.version ? c.attrs.version.split('.')[0] : undefined,
    // Persistence (a Premium feature) to the storage account planned for it, reached with its identity.
    persistence: sku.name === 'Premium' ? persistenceOf(c) : undefined,
  };
}

// The RDB snapshot frequencies Azure takes, in minutes.
const RDB_MINUTES = [15, 30, 60, 360, 720, 1440];

/** How the cache persists: RDB snapshots at the allowed frequency nearest the one stated (60 when none), or AOF. */
function persistenceOf(c: Component) {
  const kind = c.attrs.persistence;
  const account = c.ref.persistence as Component | undefined;
  if (!kind || !account) return undefined;
  const said = c.attrs.persistenceMinutes ?? 60;
  const minutes = RDB_MINUTES.reduce((a, b) => (Math.abs(b - said) < Math.abs(a - said) ? b : a));
  return { kind, minutes, account };
}

/** The zones of a Premium cache: those stated, else all three when it is asked zone redundant (read either way). */
function premiumZones(c: Component): string[] | undefined {
  const redundant = c.attrs.replication === 'ZRS';
  return c.attrs.zoneNumbers ?? (redundant ? ['1', '2', '3'] : undefined);
}
