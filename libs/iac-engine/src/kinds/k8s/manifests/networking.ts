/**
 * Services, ingresses and network policies as manifests. The namespace denies all traffic unless a policy allows it.
 */
import { type Component } from '../../../model/types';
import { runtimeOf } from './pod';
import { type ManifestWriter } from '../../../render/kubernetes/context';

export const NETWORKING_MANIFESTS: Record<string, ManifestWriter> = {
  'k8s.service': {
    write: (c, x) => {
      const target = c.ref.target as Component;
      const port = runtimeOf(target).port ?? 8080;
      const selector = { 'app.kubernetes.io/name': x.name(target) };
      x.add(
        {
          apiVersion: 'v1',
          kind: 'Service',
          metadata: x.meta(c),
          spec: {
            type: c.attrs.flags.has('public') ? 'LoadBalancer' : 'ClusterIP',
            selector,
            ports: [{ name: 'http', port: port === 8080 ? 80 : port, targetPort: port, protocol: 'TCP' }],
          },
        },
        c.attrs.flags.has('public')
          ? 'Public because the request asked for it.'
          : 'Reachable inside the cluster only; the ingress exposes it.',
      );
      x.add(
        {
          apiVersion: 'networking.k8s.io/v1',
          kind: 'NetworkPolicy',
          metadata: x.meta(c, { name: `allow-${x.name(c).slice(0, 50)}` }),
          spec: {
            podSelector: { matchLabels: selector },
            policyTypes: ['Ingress'],
            ingress: [{ ports: [{ port, protocol: 'TCP' }] }],
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
      const port = runtimeOf((svc.ref.target as Component | undefined) ?? svc).port ?? 8080;
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
                      backend: { service: { name: x.name(svc), port: { number: port === 8080 ? 80 : port } } },
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
    },
  },
};
