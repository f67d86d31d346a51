import { type Kind } from '../../kind';
import { serviceAccountFor } from '../common';

export const kind: Kind = {
  kind: 'gcp.container_node_pool',
  label: 'default',
  title: 'GKE node pool',
  needs: (c, plan) => {
    c.ref.cluster ??= plan.ensure('gcp.container_cluster', 'the cluster the node pool joins', { label: 'main' });
    serviceAccountFor(c, plan);
  },
};
