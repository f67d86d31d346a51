import { type Component } from '../../../model/types';
import { type ManifestWriter } from '../../../render/kubernetes/context';
import { selectorOf } from '../manifests/common';
import { denyUnasked } from './unasked-deny';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    // Added by the generator, not asked: it must not cut off what was asked (see denyUnasked).
    if (c.implicit) return denyUnasked(c, x);
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
    // The port said with where traffic may come from, else the ports the request stated for the policy.
    const ports = from?.port ? [from.port] : c.attrs.ports;
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
                ports: ports.length ? ports.map((port) => ({ port, protocol: 'TCP' })) : undefined,
              },
            ],
          },
        },
        `Lets in traffic from the ${from.namespace} namespace${ports.length ? ` on port ${ports.join(', ')}` : ''} only.`,
      );
  },
};
