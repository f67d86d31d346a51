/**
 * Public network access off is a secure default only when something else reaches the resource: a
 * private endpoint written for it. Without one, closing it cuts every client off (and the deployment
 * itself: containers and secrets are written through the data plane), so it stays open unless asked.
 * One rule for every Azure service that has the switch (storage, Key Vault, SQL, Cosmos DB, Redis,
 * Event Hubs, Service Bus, App Configuration, a registry, an Event Grid topic, a Recovery Services vault):
 * closed when the request says so ("private", "public network access off") or a private path is written.
 */
import { type Component } from '../../model/types';

/** Whether `c` is reached through a private endpoint of the plan (so it may be closed to the internet). */
function reachedPrivately(c: Component, plan?: { components: Component[] }): boolean {
  return !plan || plan.components.some((p) => p.kind === 'azure.private_endpoint' && p.ref.target === c);
}

/** Whether the request closed it itself: said private, or its public access said off. */
const askedClosed = (c: Component): boolean => c.attrs.flags.has('private') || !!c.attrs.off?.includes('public');

/** Public network access: as asked ('public' opens it, 'private' or "public access off" closes it), else open only when no private endpoint reaches it. */
export const publicNetworkAccess = (c: Component, plan?: { components: Component[] }): boolean =>
  c.attrs.flags.has('public') || (!askedClosed(c) && !reachedPrivately(c, plan));

/**
 * The same, for a service whose own firewall is written (SQL, storage, Key Vault, Cosmos DB, Redis):
 * the addresses it lets in reach it over its public endpoint, which stays open for them. Only these
 * services read the addresses, so a kind with no firewall of its own never reads a setting it
 * cannot write.
 */
export const publicNetworkAccessWithFirewall = (c: Component, plan?: { components: Component[] }): boolean =>
  allowsAddresses(c) || publicNetworkAccess(c, plan);

/** Addresses its own firewall lets in ("only allows 203.0.113.7") reach it over its public endpoint, which stays open for them. */
const allowsAddresses = (c: Component): boolean => !!c.attrs.ipRules?.some((r) => r.access === 'Allow');
