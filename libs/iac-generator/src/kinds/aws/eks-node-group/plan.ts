import { type Needs } from '../../../plan/needs';
import { egressFor, network, subnetTier } from '../common';

export const needs: Needs = (c, plan) => {
  c.ref.cluster = plan.ensure('aws.eks_cluster', 'node groups join a cluster', { label: 'main' });
  // Nodes are private unless only "public" was said of them ("not public IPs ... private subnets").
  const tier = subnetTier(c);
  network(c, plan, { tier });
  if (tier === 'private')
    c.ref.egress = egressFor(plan, 'nodes in private subnets pull images and join the cluster through it');
  c.ref.role = plan.add('aws.iam_role', {
    implicit: 'the node role',
    label: `${c.id}_nodes`,
    config: {
      service: 'ec2.amazonaws.com',
      policies: [
        'arn:aws:iam::aws:policy/AmazonEKSWorkerNodePolicy',
        'arn:aws:iam::aws:policy/AmazonEKS_CNI_Policy',
        'arn:aws:iam::aws:policy/AmazonEC2ContainerRegistryReadOnly',
      ],
    },
  });
};
