import { type Component } from '../../../model/types';
import { vnetRange } from '../common';
import { ownName } from '../naming';

/** A virtual network's name and address space, once for every format. */
export function decide(c: Component) {
  return { name: ownName(c, 'vnet'), range: vnetRange(c) };
}
