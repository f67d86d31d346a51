/**
 * Services, ingresses and network policies as manifests. The namespace denies all traffic unless a policy allows it.
 */
import { type Component } from '../../../model/types';
import { runtimeOf } from './pod';
import { selectorOf } from './common';
import { isPlaceholder } from '../common';
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
      const svc = c.ref.service as Component | undefined;
      const host = c.attrs.domain ?? 'app.example.com';
      // A backend that already runs is named by the request, with the port stated for it.
      const named = c.attrs.backendService;
      const backend = svc ? x.name(svc) : String(named);
      const tlsRef = c.ref.tlsSecret as Component | undefined;
      const port = c.attrs.backendPort ?? (svc ? servicePorts(svc).port : (c.attrs.ports[0] ?? 80));
      // The class asked for; the redirect annotation is the nginx controller's own.
      const ingressClassName = c.attrs.ingressClass ?? 'nginx';
      const stated = isPlaceholder(c.attrs.tlsSecret) ? undefined : c.attrs.tlsSecret;
      const tlsSecret = tlsRef ? x.name(tlsRef) : (stated ?? `${x.name(c).slice(0, 58)}-tls`);
      x.add(
        {
          apiVersion: 'networking.k8s.io/v1',
          kind: 'Ingress',
          metadata: {
            ...x.meta(c),
            annotations:
              ingressClassName === 'nginx' ? { 'nginx.ingress.kubernetes.io/force-ssl-redirect': 'true' } : undefined,
          },
          spec: {
            ingressClassName,
            tls: [{ hosts: [host], secretName: tlsSecret }],
            rules: [
              {
                host,
                http: {
                  paths: [
                    {
                      path: c.attrs.path ?? '/',
                      pathType: 'Prefix',
                      backend: { service: { name: backend, port: { number: port } } },
                    },
                  ],
                },
              },
            ],
          },
        },
        `HTTPS only: the TLS certificate is read from the secret ${tlsSecret}${c.attrs.tlsSecret ? '' : ' (cert-manager or your CA)'}.`,
      );
    },
  },
  'k8s.network_policy': {
    write: (c, x) => {
      x.add(
        {
          apiVersion: 'networking.k8s.io/v1',
          kind: 'NetworkPolicy',
          // A name the request gives the policy is the default-deny one's, the policy it asks for.
          metadata: x.meta(c, { name: c.name ? undefined : 'default-deny-all' }),
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
      const target = c.ref.target as Component | undefined;
      if (from)
        x.add(
          {
            apiVersion: 'networking.k8s.io/v1',
            kind: 'NetworkPolicy',
            metadata: x.meta(c, { name: `allow-from-${from.namespace}`.slice(0, 63) }),
            spec: {
              // The pods the request selected by label or by their workload, else every pod of the namespace.
              podSelector: c.attrs.labels ? { matchLabels: c.attrs.labels } : target ? selectorOf(x.name(target)) : {},
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
