import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.vpn_gateway',
  label: 'main',
  title: 'VPN gateway',
  needs: (c, plan) => {
    c.ref.vpc = plan.ensure('aws.vpc', 'the VPN gateway attaches to a VPC', { label: 'main' });
  },
};
