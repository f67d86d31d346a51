import { type Component } from '../../../model/types';
import { type ManifestWriter } from '../../../render/kubernetes/context';
import { servicePorts } from '../manifests/networking';
import { policyAsked } from '../network-policy/asked';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    if (c.config.existing) return x.note(`the existing Service ${x.name(c)} (routed to, not written)`);
    const target = c.ref.target as Component | undefined;
    const { port, targetPort } = servicePorts(c);
    const selector = c.attrs.labels ?? { 'app.kubernetes.io/name': x.name(target ?? c) };
    // A headless service has no cluster address: its name resolves to each pod's own address.
    const headless = c.attrs.serviceType === 'None';
    const type = headless
      ? 'ClusterIP'
      : (c.attrs.serviceType ?? (c.attrs.flags.has('public') ? 'LoadBalancer' : 'ClusterIP'));
    x.add(
      {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: x.meta(c),
        spec: {
          type,
          clusterIP: headless ? 'None' : undefined,
          selector,
          ports: [{ name: 'http', port: headless ? targetPort : port, targetPort, protocol: 'TCP' }],
        },
      },
      headless
        ? 'Headless: each pod gets a stable DNS name of its own.'
        : type === 'ClusterIP'
          ? `Reachable inside the cluster only${x.plan.has('k8s.ingress') ? '; the ingress exposes it' : ''}.`
          : `A ${type} service because the request asked for it.`,
    );
    // A policy the request asked for says who may reach the pods: no wider one of its own beside it.
    if (policyAsked(x)) return;
    x.add(
      {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        metadata: x.meta(c, { name: `allow-${x.name(c).slice(0, 50)}` }),
        spec: {
          podSelector: { matchLabels: selector },
          policyTypes: ['Ingress'],
          ingress: [{ ports: [{ port: targetPort, protocol: 'TCP' }] }],
        },
      },
      'Opens only the service port of these pods; everything else stays denied.',
    );
  },
};
