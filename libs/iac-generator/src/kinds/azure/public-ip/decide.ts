import { type Component } from '../../../model/types';
import { azName } from '../common';

/** A public IP address, once for every format: Standard, static, in every zone. */
export function decide(c: Component) {
  return { name: `pip-${azName(c)}`, sku: 'Standard', allocation: 'Static', zones: ['1', '2', '3'] };
}
