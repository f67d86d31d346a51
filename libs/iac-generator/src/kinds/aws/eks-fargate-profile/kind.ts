import { type Kind } from '../../kind';
import { network } from '../common';

export const kind: Kind = {
  kind: 'aws.eks_fargate_profile',
  label: 'kube_system',
  title: 'EKS Fargate profile',
  needs: (c, plan) => {
    c.ref.cluster = plan.ensure('aws.eks_cluster', 'profiles belong to a cluster', { label: 'main' });
    network(c, plan, { tier: 'private' });
    c.ref.role = plan.add('aws.iam_role', {
      implicit: 'the pod execution role',
      label: `${c.id}_pods`,
      config: {
        service: 'eks-fargate-pods.amazonaws.com',
        policies: ['arn:aws:iam::aws:policy/AmazonEKSFargatePodExecutionRolePolicy'],
      },
    });
  },
};
