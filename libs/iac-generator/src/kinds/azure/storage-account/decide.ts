import { type Component } from '../../../model/types';
import { storageSku } from '../settings';

/** What the request's settings decide for a storage account, once for every format. */
export function decide(c: Component) {
  return { sku: storageSku(c), publicAccess: c.attrs.flags.has('public'), tls: 'TLS1_2' };
}
