import { type Component } from '../../../model/types';
import { ownName } from '../naming';

/** A route table, once for every format: no routes of its own yet, BGP routes propagated. */
export function decide(c: Component) {
  return { name: ownName(c, 'rt'), bgpPropagation: true };
}
