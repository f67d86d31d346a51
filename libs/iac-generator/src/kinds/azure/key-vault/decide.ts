import { type Component } from '../../../model/types';
import { namedTier } from '../settings';

/** What the request's settings decide for a key vault, once for every format. */
export function decide(c: Component) {
  return {
    sku: namedTier(c, ['standard', 'premium'], 'standard'),
    // A deleted vault stays recoverable 7 to 90 days; the longest when none is stated.
    softDeleteDays: Math.min(90, Math.max(7, c.attrs.deletionWindowDays ?? 90)),
    publicAccess: c.attrs.flags.has('public'),
  };
}
