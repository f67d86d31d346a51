import { type Component } from '../../../model/types';

/** What the request's settings decide for a volume, once for every format. */
export function decide(c: Component) {
  return { sizeGb: c.attrs.storageGb ?? 20 };
}
