import { type Component } from '../../../model/types';
import { type K8sContext, type ManifestWriter } from '../../../render/kubernetes/context';
import { quantity } from '../manifests/policy';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    const cpu = c.attrs.cpu ?? 4;
    const memoryMb = c.attrs.memoryMb ?? 8192;
    // A cap on limits rejects every pod that states none; only a LimitRange's defaults give them one.
    const limitDefaults = x.plan.has('k8s.limit_range');
    // Caps stated by the API's keys ("20 cpu in requests", "max 50 pods") are the quota, and nothing unasked is added to them.
    if (c.attrs.quotaHard) {
      const stated = {
        'requests.cpu': c.attrs.cpu !== undefined ? String(c.attrs.cpu) : undefined,
        'requests.memory': c.attrs.memoryMb !== undefined ? quantity(c.attrs.memoryMb) : undefined,
        ...c.attrs.quotaHard,
      };
      x.add(
        { apiVersion: 'v1', kind: 'ResourceQuota', metadata: x.meta(c), spec: { hard: stated } },
        'Caps what the namespace can consume, as stated.',
      );
      return;
    }
    x.add(
      {
        apiVersion: 'v1',
        kind: 'ResourceQuota',
        metadata: x.meta(c),
        spec: {
          hard: {
            // CPU and memory stated for the quota cap the requests; limits may reach twice that.
            'requests.cpu': String(cpu),
            'requests.memory': quantity(memoryMb),
            'limits.cpu': limitDefaults ? String(cpu * 2) : undefined,
            'limits.memory': limitDefaults ? quantity(memoryMb * 2) : undefined,
            pods: String(c.attrs.desired ?? 50),
            // Unasked caps, never below what this request itself creates in the namespace.
            persistentvolumeclaims: String(Math.max(10, claimsOf(x))),
            'services.loadbalancers': String(Math.max(1, balancersOf(x))),
          },
        },
      },
      'Caps what the namespace can consume.',
    );
  },
};

/** Volume claims the request creates: standalone ones and one per stateful set replica. */
function claimsOf(x: K8sContext): number {
  const standalone = x.plan.all('k8s.persistent_volume_claim').filter((p) => !p.config.template).length;
  const perReplica = x.plan.all('k8s.stateful_set').reduce((n, s: Component) => n + (s.attrs.desired ?? 1), 0);
  return standalone + perReplica;
}

/** Services the request exposes through a load balancer. */
const balancersOf = (x: K8sContext): number =>
  x.plan
    .all('k8s.service')
    .filter((s) => (s.attrs.serviceType ?? (s.attrs.flags.has('public') ? 'LoadBalancer' : '')) === 'LoadBalancer')
    .length;
