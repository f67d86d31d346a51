import { type Component } from '../../../model/types';

/** What the request's settings decide for a table, once for every format. */
export function decide(c: Component) {
  // On-demand unless provisioned capacity was asked for; then 5 read and 5 write units unless stated.
  const provisioned = c.attrs.capacityMode === 'provisioned';
  return {
    provisioned,
    readCapacity: provisioned ? (c.attrs.readCapacity ?? 5) : undefined,
    writeCapacity: provisioned ? (c.attrs.writeCapacity ?? 5) : undefined,
    ttl: c.attrs.flags.has('ttl'),
  };
}
