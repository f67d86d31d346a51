import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.egress_only_internet_gateway',
  label: 'main',
  title: 'egress-only internet gateway',
  needs: (c, plan) => {
    c.ref.vpc = plan.ensure('aws.vpc', 'the gateway attaches to a VPC', { label: 'main' });
    c.ref.vpc.attrs.flags.add('ipv6');
  },
};
