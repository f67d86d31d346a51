import { type Kind } from '../../kind';
import { networkFor } from '../common';

export const kind: Kind = {
  kind: 'gcp.router_nat',
  label: 'main',
  title: 'Cloud NAT',
  needs: (c, plan) => {
    networkFor(c, plan);
    c.ref.router = plan.ensure('gcp.compute_router', 'Cloud NAT runs on a Cloud Router', { label: 'main' });
  },
};
