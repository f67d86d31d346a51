import { type Needs } from '../../../plan/needs';
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
  for (let i = 1; i <= Math.min(c.attrs.readReplicas ?? 0, 5); i++) {
    const replica = plan.add('azure.postgresql_flexible_server', {
      label: `${c.id}_replica_${i}`,
      phrase: c.phrase,
      attrs: { ...c.attrs },
      config: { replica: true },
    });
    replica.ref.source = c;
    plan.handOver(c, replica, 'read replicas');
  }
  const s = subnetFor(c, plan, 'postgres');
  s.config.delegation = 'Microsoft.DBforPostgreSQL/flexibleServers';
};
