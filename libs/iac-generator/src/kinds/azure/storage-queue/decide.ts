import { type Component } from '../../../model/types';
import { azName } from '../common';

/** What the request decides for a storage queue, once for every format: its name (lower case, 3-63). */
export function decide(c: Component) {
  return { name: azName(c, 63) };
}
