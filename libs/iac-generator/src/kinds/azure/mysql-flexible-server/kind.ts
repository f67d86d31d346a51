import { type Kind } from '../../kind';
import { endpointTarget, subnetFor, vaultFor } from '../common';

export const kind: Kind = {
  kind: 'azure.mysql_flexible_server',
  label: 'main',
  title: 'MySQL flexible server',
  needs: (c, plan) => {
    vaultFor(c, plan);
    if (plan.all('azure.private_endpoint').some((pe) => endpointTarget(pe, plan) === c)) {
      c.config.privateEndpoint = true;
      return;
    }
    const s = subnetFor(c, plan, 'mysql');
    s.config.delegation = 'Microsoft.DBforMySQL/flexibleServers';
    vaultFor(c, plan);
  },
};
