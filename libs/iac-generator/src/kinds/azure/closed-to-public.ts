/**
 * Public network access off is a secure default only when something else reaches the resource: a
 * private endpoint written for it. Without one, closing it cuts every client off (and the deployment
 * itself: containers and secrets are written through the data plane), so it stays open unless asked.
 */
import { type Component } from '../../model/types';

/** Whether `c` is reached through a private endpoint of the plan (so it may be closed to the internet). */
function reachedPrivately(c: Component, plan?: { components: Component[] }): boolean {
  return !plan || plan.components.some((p) => p.kind === 'azure.private_endpoint' && p.ref.target === c);
}

/** Public network access: as asked ('public'), else open only when no private endpoint reaches it. */
export const publicNetworkAccess = (c: Component, plan?: { components: Component[] }): boolean =>
  c.attrs.flags.has('public') || !reachedPrivately(c, plan);
