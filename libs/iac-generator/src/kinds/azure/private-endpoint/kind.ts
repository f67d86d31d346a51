import { type Kind } from '../../kind';
import { endpointTarget, subnetFor } from '../common';

export const kind: Kind = {
  kind: 'azure.private_endpoint',
  label: 'main',
  title: 'Private endpoint',
  needs: (c, plan) => {
    subnetFor(c, plan, 'private-endpoints');
    c.ref.target =
      endpointTarget(c, plan) ??
      plan.add('azure.storage_account', { implicit: 'the service the private endpoint reaches', label: 'main' });
  },
};
