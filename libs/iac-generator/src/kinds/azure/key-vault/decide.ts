import { publicNetworkAccessWithFirewall } from '../closed-to-public';
import { type Component } from '../../../model/types';
import { namedTier } from '../settings';

/** What the request's settings decide for a key vault, once for every format. */
export function decide(c: Component, plan?: { components: Component[] }) {
  return {
    sku: namedTier(c, ['standard', 'premium'], 'standard'),
    // A deleted vault stays recoverable 7 to 90 days; the longest when none is stated.
    softDeleteDays: Math.min(90, Math.max(7, c.attrs.deletionWindowDays ?? 90)),
    // Closed to the internet only when a private endpoint reaches it (closed-to-public.ts).
    publicAccess: publicNetworkAccessWithFirewall(c, plan),
  };
}
