import { type Component } from '../../../model/types';
import { azName, vnetRange } from '../common';

/** A virtual network's name and address space, once for every format. */
export function decide(c: Component) {
  return { name: `vnet-${azName(c)}`, range: vnetRange(c) };
}
