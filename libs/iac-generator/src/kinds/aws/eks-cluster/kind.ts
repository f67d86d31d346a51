import { type Kind } from '../../kind';
import { kmsFor, network, roleFor } from '../common';

const EKS_CLUSTER = 'arn:aws:iam::aws:policy/AmazonEKSClusterPolicy';

export const kind: Kind = {
  kind: 'aws.eks_cluster',
  label: 'main',
  title: 'EKS cluster',
  needs: (c, plan) => {
    network(c, plan);
    roleFor(c, plan, 'eks.amazonaws.com', {
      policies: [EKS_CLUSTER, 'arn:aws:iam::aws:policy/AmazonEKSVPCResourceController'],
      why: 'the EKS control plane role',
    });
    kmsFor(c, plan);
  },
};
