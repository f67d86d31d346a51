import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.kubernetes_cluster_node_pool',
  label: 'user',
  title: 'AKS node pool',
  needs: (c, plan) => {
    inGroup(c, plan);
    c.ref.cluster = plan.ensure('azure.kubernetes_cluster', 'the cluster the node pool joins', { label: 'main' });
  },
};
