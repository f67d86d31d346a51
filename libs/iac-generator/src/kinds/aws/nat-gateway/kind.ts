import { type Kind } from '../../kind';
import { network, subnetTier } from '../common';

export const kind: Kind = {
  kind: 'aws.nat_gateway',
  label: 'main',
  title: 'NAT gateway',
  needs: (c, plan) => {
    network(c, plan, { tier: 'public', count: 1 });
    network(c, plan, { tier: 'private', count: 1 });
    c.ref.publicSubnet = plan.all('aws.subnet').find((s) => subnetTier(s) === 'public');
  },
};
