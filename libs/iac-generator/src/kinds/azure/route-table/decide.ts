import { type Component } from '../../../model/types';
import { azName } from '../common';

/** A route table, once for every format: no routes of its own yet, BGP routes propagated. */
export function decide(c: Component) {
  return { name: `rt-${azName(c)}`, bgpPropagation: true };
}
