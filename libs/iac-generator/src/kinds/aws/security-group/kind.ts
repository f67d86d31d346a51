import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.security_group',
  label: 'main',
  title: 'security group',
  needs: (c, plan) => {
    if (!c.ref.vpc) c.ref.vpc = plan.ensure('aws.vpc', 'security groups belong to a VPC', { label: 'main' });
    if (!c.config.ports) c.config.ports = c.attrs.ports.length ? c.attrs.ports : [443];
  },
};
