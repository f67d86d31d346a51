import { type Component } from '../../../model/types';
import { azName } from '../common';

/** What the request's settings decide for a file share, once for every format. */
export function decide(c: Component) {
  return { name: azName(c, 63), quotaGb: c.attrs.storageGb ?? 100 };
}
