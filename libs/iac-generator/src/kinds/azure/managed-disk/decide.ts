import { type Component } from '../../../model/types';
import { ownName } from '../naming';

/** What the request's settings decide for a managed disk, once for every format. */
export function decide(c: Component) {
  return { name: ownName(c, 'disk'), sku: 'Premium_LRS', sizeGb: c.attrs.storageGb ?? 64, networkAccess: 'DenyAll' };
}
