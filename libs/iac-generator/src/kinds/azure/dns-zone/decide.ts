import { type Component } from '../../../model/types';

/** A public DNS zone, once for every format: the domain asked for, else a placeholder to replace. */
export function decide(c: Component) {
  return { domain: c.attrs.domain ?? 'example.com' };
}
