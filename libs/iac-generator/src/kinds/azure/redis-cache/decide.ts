import { type Component } from '../../../model/types';
import { redisSku } from '../settings';

/** What the request's settings decide for an Azure Cache for Redis, once for every format. */
export function decide(c: Component) {
  const sku = redisSku(c);
  return {
    sku,
    // Clustering (shards) is a Premium feature.
    shards: sku.name === 'Premium' ? c.attrs.shards : undefined,
    version: c.attrs.version ? c.attrs.version.split('.')[0] : undefined,
  };
}
