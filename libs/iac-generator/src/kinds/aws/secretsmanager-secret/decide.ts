import { type Component } from '../../../model/types';

/** What the request's settings decide for a secret, once for every format. */
export function decide(c: Component) {
  // Rotated only when the request said how often.
  return { rotateAfterDays: c.attrs.rotationDays ? Math.round(c.attrs.rotationDays) : undefined };
}
