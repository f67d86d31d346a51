import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.internet_gateway',
  label: 'main',
  title: 'internet gateway',
  needs: (c, plan) => {
    c.ref.vpc = plan.ensure('aws.vpc', 'the gateway attaches to a VPC', { label: 'main' });
    if (!plan.has('aws.route_table'))
      plan.add('aws.route_table', {
        implicit: 'sends internet-bound traffic to the gateway',
        label: 'public',
        config: { tier: 'public' },
      });
  },
};
