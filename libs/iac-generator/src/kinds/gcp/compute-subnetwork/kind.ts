import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.compute_subnetwork',
  label: 'main',
  title: 'Subnetwork',
  needs: (c, plan) =>
    void (c.ref.network ??= plan.ensure('gcp.compute_network', 'the network the subnetwork belongs to', {
      label: 'main',
    })),
};
