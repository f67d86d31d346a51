import { type Component } from '../../../model/types';
import { ENDPOINT_TARGETS } from '../common';
import { ownName } from '../naming';

/** What a private endpoint connects to and where it sits, once for every format. */
export function decide(c: Component) {
  const target = c.ref.target as Component;
  const subnet = c.ref.subnet as Component;
  return {
    name: ownName(c, 'pe'),
    target,
    // The sub-resource it reaches and the private DNS zone through which clients in the network resolve it.
    endpoint: ENDPOINT_TARGETS[target.kind] ?? ENDPOINT_TARGETS['azure.storage_account'],
    subnet,
    vnet: subnet.ref.vnet as Component,
    // The asked private DNS zone of the endpoint's name, which links the network itself; else the endpoint writes its own.
    askedZone: c.ref.zone as Component | undefined,
  };
}
