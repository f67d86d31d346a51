import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';
import { subnetName, subnetRange } from '../common';

/** A subnet's name, range and policies, once for every format. */
export function decide(c: Component, plan: Planner) {
  return {
    name: subnetName(c),
    vnet: c.ref.vnet as Component,
    range: subnetRange(c, plan.all('azure.subnet')),
    // A Private Link service takes its NAT addresses from a subnet with Private Link service policies off.
    privateLinkPoliciesOff: !!c.config.privateLinkService,
    delegation: c.config.delegation ? String(c.config.delegation) : undefined,
  };
}
