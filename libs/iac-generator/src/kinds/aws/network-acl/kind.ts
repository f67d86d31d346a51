import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.network_acl',
  label: 'main',
  title: 'network ACL',
  needs: (c, plan) => {
    c.ref.vpc = plan.ensure('aws.vpc', 'network ACLs belong to a VPC', { label: 'main' });
  },
};
