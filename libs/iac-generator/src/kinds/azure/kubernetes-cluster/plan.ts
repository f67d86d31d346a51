import { type Needs } from '../../../plan/needs';
import { subnetFor, workspaceFor } from '../common';
import { grantOn } from '../grants';
import { podFederation } from '../federation';

export const needs: Needs = (c, plan) => {
  subnetFor(c, plan, 'aks');
  // Container logs go to a workspace when the request asks for monitoring or logs, or names a workspace; an
  // unasked workspace is a cost the user did not choose.
  const workspaceAsked = plan.all('azure.log_analytics_workspace').some((w) => !w.implicit);
  if (workspaceAsked || c.attrs.flags.has('monitoring') || c.attrs.flags.has('logging')) workspaceFor(c, plan);
  // A cluster asked for with a registry pulls from it: its kubelet identity needs AcrPull there.
  c.ref.registryAccess = grantOn(
    c,
    plan,
    ['azure.container_registry'],
    'AcrPull',
    "the cluster's kubelet identity pulls images from the registry (AcrPull), with no image pull secret",
  );
  // Pods that sign in to Azure as a named service account do so through a federated identity.
  podFederation(c, plan);
  // The system pool cannot run on spot capacity: spot nodes are a user pool of their own.
  if (c.attrs.flags.has('spot')) {
    const pool =
      plan.all('azure.kubernetes_cluster_node_pool').find((p) => !p.ref.cluster || p.ref.cluster === c) ??
      plan.add('azure.kubernetes_cluster_node_pool', {
        implicit: 'spot nodes run in a user pool (the system pool cannot be spot)',
        label: 'spot',
      });
    pool.ref.cluster = c;
    pool.attrs.flags.add('spot');
    // The elastic range stated with spot is the spot pool's (a system pool keeps at least one node).
    pool.attrs.min ??= c.attrs.min;
    pool.attrs.max ??= c.attrs.max;
    plan.handOver(c, pool, 'spot capacity', 'scaling range');
  }
};
