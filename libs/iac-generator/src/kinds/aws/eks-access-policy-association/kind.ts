import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.eks_access_policy_association',
  label: 'admin',
  title: 'EKS access policy association',
  needs: (c, plan) => {
    c.ref.cluster = plan.ensure('aws.eks_cluster', 'access applies to a cluster', { label: 'main' });
    c.ref.user = plan.ensure('aws.iam_user', 'the principal given access', { label: 'admin' });
  },
};
