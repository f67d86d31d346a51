import { type Needs } from '../../../plan/needs';
import { addReadReplicas } from '../../../plan/read-replicas';
import { type Component } from '../../../model/types';
import { endpointTarget, inGroup, subnetFor } from '../common';

export const needs: Needs = (c, plan) => {
  const source = c.ref.source as Component | undefined;
  if (c.config.replica && source) {
    c.ref.group = source.ref.group;
    c.ref.subnet = source.ref.subnet;
    return;
  }
  // Reached through a private endpoint, the server is not injected into a subnet of its own.
  if (plan.all('azure.private_endpoint').some((pe) => endpointTarget(pe, plan) === c)) {
    inGroup(c, plan);
    c.config.privateEndpoint = true;
    return;
  }
  addReadReplicas(c, plan);
  const s = subnetFor(c, plan, 'postgres');
  s.config.delegation = 'Microsoft.DBforPostgreSQL/flexibleServers';
};
