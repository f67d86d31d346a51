import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.vpc_dhcp_options',
  label: 'main',
  title: 'DHCP options set',
  needs: (c, plan) => {
    c.ref.vpc = plan.ensure('aws.vpc', 'DHCP options are associated with a VPC', { label: 'main' });
  },
};
