import { type Component } from '../../../model/types';
import { ownName } from '../naming';

/**
 * A public IP address, once for every format: Standard, static, in the zones asked for, else in every
 * zone, with the DNS label given ("dns label relay-edge": <label>.<region>.cloudapp.azure.com).
 */
export function decide(c: Component) {
  const zones = c.attrs.zoneNumbers?.length ? c.attrs.zoneNumbers : ['1', '2', '3'];
  return { name: ownName(c, 'pip'), sku: 'Standard', allocation: 'Static', zones, dnsLabel: c.attrs.dnsLabel };
}
