import { type Kind } from '../../kind';
import { network, securityGroupFor } from '../common';

export const kind: Kind = {
  kind: 'aws.elb',
  label: 'main',
  title: 'classic load balancer',
  needs: (c, plan) => {
    network(c, plan, { tier: 'public' });
    securityGroupFor(c, plan, [80], 'web', 'anywhere');
  },
};
