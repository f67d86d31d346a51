import { type Component } from '../../../model/types';
import { ownName } from '../naming';

/**
 * A public IP prefix, once for every format: Standard IPv4, of the length asked for (Azure takes
 * /28 to /31 without a quota raise; 28, 16 addresses, when none is said), in the zones asked for,
 * else in every zone.
 */
export function decide(c: Component) {
  const length = c.attrs.prefixLength;
  return {
    name: ownName(c, 'ippre'),
    sku: 'Standard',
    version: 'IPv4',
    length: length !== undefined && length >= 21 && length <= 31 ? length : 28,
    zones: c.attrs.zoneNumbers?.length ? c.attrs.zoneNumbers : ['1', '2', '3'],
  };
}
