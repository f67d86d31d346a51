/**
 * Services, ingresses and network policies as manifests. The namespace denies all traffic unless a policy allows it.
 */
import { type Component } from '../../../model/types';
import { runtimeOf } from './pod';
import { type ManifestWriter } from '../../../render/kubernetes/context';

/**
 * The port a service listens on and the pod port it sends to: the first port stated for the service
 * and the second ("443 to 8443"), else the port the pods listen on (80 in front of the usual 8080).
 */
function servicePorts(svc: Component): { port: number; targetPort: number } {
  const [stated, statedTarget] = svc.attrs.ports;
  const targetPort = statedTarget ?? runtimeOf((svc.ref.target as Component | undefined) ?? svc).port ?? 8080;
  return { port: stated ?? (targetPort === 8080 ? 80 : targetPort), targetPort };
}

export const NETWORKING_MANIFESTS: Record<string, ManifestWriter> = {
  'k8s.service': {
    write: (c, x) => {
      const target = c.ref.target as Component | undefined;
      const { port, targetPort } = servicePorts(c);
      const selector = c.attrs.labels ?? { 'app.kubernetes.io/name': x.name(target ?? c) };
      const type = c.attrs.serviceType ?? (c.attrs.flags.has('public') ? 'LoadBalancer' : 'ClusterIP');
      x.add(
        {
          apiVersion: 'v1',
          kind: 'Service',
          metadata: x.meta(c),
          spec: {
            type,
            selector,
            ports: [{ name: 'http', port, targetPort, protocol: 'TCP' }],
          },
        },
        type === 'ClusterIP'
          ? 'Reachable inside the cluster only; the ingress exposes it.'
          : `A ${type} service because the request asked for it.`,
      );
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
  },
  'k8s.ingress': {
    write: (c, x) => {
      const svc = c.ref.service as Component;
      const host = c.attrs.domain ?? 'app.example.com';
      const { port } = servicePorts(svc);
      x.add(
        {
          apiVersion: 'networking.k8s.io/v1',
          kind: 'Ingress',
          metadata: { ...x.meta(c), annotations: { 'nginx.ingress.kubernetes.io/force-ssl-redirect': 'true' } },
          spec: {
            ingressClassName: 'nginx',
            tls: [{ hosts: [host], secretName: `${x.name(c).slice(0, 58)}-tls` }],
            rules: [
              {
                host,
                http: {
                  paths: [
                    {
                      path: c.attrs.path ?? '/',
                      pathType: 'Prefix',
                      backend: { service: { name: x.name(svc), port: { number: port } } },
                    },
                  ],
                },
              },
            ],
          },
        },
        `HTTPS only: the TLS certificate goes in the secret ${x.name(c).slice(0, 58)}-tls (cert-manager or your CA).`,
      );
    },
  },
  'k8s.network_policy': {
    write: (c, x) => {
      x.add(
        {
          apiVersion: 'networking.k8s.io/v1',
          kind: 'NetworkPolicy',
          metadata: x.meta(c, { name: 'default-deny-all' }),
          spec: { podSelector: {}, policyTypes: ['Ingress', 'Egress'] },
        },
        'Default deny: no pod receives or sends traffic unless another policy allows it.',
      );
      x.add(
        {
          apiVersion: 'networking.k8s.io/v1',
          kind: 'NetworkPolicy',
          metadata: x.meta(c, { name: 'allow-dns-and-namespace-egress' }),
          spec: {
            podSelector: {},
            policyTypes: ['Egress'],
            egress: [
              {
                to: [
                  {
                    namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } },
                    podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } },
                  },
                ],
                ports: [
                  { port: 53, protocol: 'UDP' },
                  { port: 53, protocol: 'TCP' },
                ],
              },
              { to: [{ podSelector: {} }] },
            ],
          },
        },
        'Pods may resolve names and talk to each other inside this namespace, nothing else.',
      );
      const from = c.attrs.allowFrom;
      if (from)
        x.add(
          {
            apiVersion: 'networking.k8s.io/v1',
            kind: 'NetworkPolicy',
            metadata: x.meta(c, { name: `allow-from-${from.namespace}`.slice(0, 63) }),
            spec: {
              podSelector: {},
              policyTypes: ['Ingress'],
              ingress: [
                {
                  from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': from.namespace } } }],
                  ports: from.port ? [{ port: from.port, protocol: 'TCP' }] : undefined,
                },
              ],
            },
          },
          `Lets in traffic from the ${from.namespace} namespace${from.port ? ` on port ${from.port}` : ''} only.`,
        );
    },
  },
};
