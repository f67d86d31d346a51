/** Planning pieces shared by Google Cloud kinds: the network and service accounts. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';

export function networkFor(c: Component, plan: Planner): Component {
  const net = plan.ensure('gcp.compute_network', 'a custom VPC network instead of the default one', { label: 'main' });
  const sub =
    plan.first('gcp.compute_subnetwork') ??
    plan.add('gcp.compute_subnetwork', {
      implicit: 'a private subnetwork with flow logs and Private Google Access',
      label: 'main',
    });
  sub.ref.network ??= net;
  c.ref.network = net;
  c.ref.subnetwork = sub;
  return sub;
}

/** A dedicated service account per workload (an unclaimed one from the prompt if any). */
export function serviceAccountFor(c: Component, plan: Planner): Component {
  const free = plan.all('gcp.service_account').find((s) => !s.implicit && !s.config.for);
  const sa =
    free ??
    plan.add('gcp.service_account', {
      implicit: 'runs the workload with its own least-privilege identity, not the default compute account',
      label: c.id,
    });
  sa.config.for = c.id;
  c.ref.serviceAccount = sa;
  return sa;
}
