import { type Needs } from '../../../plan/needs';
import { networkFor } from '../common';

export const needs: Needs = (c, plan) => {
  networkFor(c, plan);
  plan.ensure('gcp.router_nat', 'private nodes pull images and updates through Cloud NAT, with no public IPs', {
    label: 'main',
  });
  // Autopilot manages the nodes itself: no node pool is written.
  if (c.attrs.flags.has('autopilot')) return;
  if (!plan.has('gcp.container_node_pool')) {
    const pool = plan.add('gcp.container_node_pool', {
      implicit: 'a separately managed node pool (the default one is removed)',
      label: 'default',
    });
    pool.ref.cluster = c;
    // What the request said about the cluster's nodes is the pool's to write.
    for (const key of ['nodes', 'desired', 'min', 'max', 'size', 'cpu', 'memoryMb', 'storageGb'] as const)
      (pool.attrs as unknown as Record<string, unknown>)[key] ??= c.attrs[key];
    if (c.attrs.flags.has('spot')) pool.attrs.flags.add('spot');
    plan.handOver(
      c,
      pool,
      'node count',
      'replicas',
      'scaling range',
      'minimum',
      'maximum',
      'machine type',
      'instance type',
      'CPU',
      'memory',
      'storage',
      'spot capacity',
    );
  }
};
