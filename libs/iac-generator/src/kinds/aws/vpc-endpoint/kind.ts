import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.vpc_endpoint',
  label: 's3',
  title: 'VPC gateway endpoint',
  needs: (c, plan) => {
    c.ref.vpc = plan.ensure('aws.vpc', 'endpoints belong to a VPC', { label: 'main' });
  },
};
