import { type Kind } from '../../kind';
import { inGroup, publicIpFor, subnetFor } from '../common';

export const kind: Kind = {
  kind: 'azure.lb',
  label: 'main',
  title: 'Load balancer',
  needs: (c, plan) => {
    inGroup(c, plan);
    if (c.attrs.flags.has('internal')) subnetFor(c, plan);
    else publicIpFor(c, plan, 'the public frontend of the load balancer', 'lb');
  },
};
