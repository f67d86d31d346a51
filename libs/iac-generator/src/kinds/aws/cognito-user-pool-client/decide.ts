import { type Component } from '../../../model/types';

/** What the request's settings decide for an app client, once for every format. */
export function decide(c: Component) {
  // A browser or mobile app cannot keep a secret: such a public client is written without one.
  return { publicClient: c.attrs.flags.has('publicClient') };
}
