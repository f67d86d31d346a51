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
  };
}

/** The zones of a Premium cache: those stated, else all three when it is asked zone redundant (read either way). */
function premiumZones(c: Component): string[] | undefined {
  const redundant = c.attrs.replication === 'ZRS';
  return c.attrs.zoneNumbers ?? (redundant ? ['1', '2', '3'] : undefined);
}
