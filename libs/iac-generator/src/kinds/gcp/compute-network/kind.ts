import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.compute_network',
  label: 'main',
  title: 'VPC network',
  needs: (_c, plan) =>
    void (
      plan.first('gcp.compute_subnetwork') ??
      plan.add('gcp.compute_subnetwork', { implicit: 'a custom network needs a subnetwork', label: 'main' })
    ),
};
