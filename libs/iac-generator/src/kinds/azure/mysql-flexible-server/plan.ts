import { type Needs } from '../../../plan/needs';
import { endpointTarget, subnetFor, vaultFor } from '../common';

export const needs: Needs = (c, plan) => {
  vaultFor(c, plan);
  if (plan.all('azure.private_endpoint').some((pe) => endpointTarget(pe, plan) === c)) {
    c.config.privateEndpoint = true;
    return;
  }
  const s = subnetFor(c, plan, 'mysql');
  s.config.delegation = 'Microsoft.DBforMySQL/flexibleServers';
  vaultFor(c, plan);
};
