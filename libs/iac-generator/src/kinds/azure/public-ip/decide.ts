import { type Component } from '../../../model/types';
import { azName } from '../common';

/** A public IP address, once for every format: Standard, static, in the zones asked for, else in every zone. */
export function decide(c: Component) {
  const zones = c.attrs.zoneNumbers?.length ? c.attrs.zoneNumbers : ['1', '2', '3'];
  return { name: `pip-${azName(c)}`, sku: 'Standard', allocation: 'Static', zones };
}
